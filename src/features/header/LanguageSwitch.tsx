import { use } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { Locale } from '@/config/env';
import { trackEvent } from '@/features/analytics/analytics-api';
import { loadMessages } from '@/i18n/locale';
import { FirstPaintContext } from '@/routing/route-context';
import { switchLocalePath } from '@/routing/urls';
import { pill } from '@/ui/layout';

const languageMessages = defineMessages({
  switchLanguage: { id: 'header.language.switch', defaultMessage: 'Français' },
  switchLanguageLabel: { id: 'header.language.switch-label', defaultMessage: 'Afficher cette page en français' },
});

const languageStyle = css`
  ${pill};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;
const LanguageLink = styled(Link)`
  ${languageStyle}
`;
/** In a first-paint page shared by many URLs: the switch's place and look, without a target yet. */
const LanguagePending = styled.span`
  ${languageStyle}
`;

/** The same page in the other language; its messages start loading as soon as the link is pointed at. */
export function LanguageSwitch({ locale, target }: { locale: Locale; target: Locale }) {
  const intl = useIntl();
  const location = useLocation();
  const lang = target === 'fr' ? 'fr-CA' : 'en-CA';
  if (use(FirstPaintContext)?.shared)
    return <LanguagePending lang={lang}>{intl.formatMessage(languageMessages.switchLanguage)}</LanguagePending>;
  return (
    <LanguageLink
      to={switchLocalePath(location.pathname, location.search, target)}
      lang={lang}
      hrefLang={lang}
      aria-label={intl.formatMessage(languageMessages.switchLanguageLabel)}
      onPointerEnter={() => void loadMessages(target)}
      onFocus={() => void loadMessages(target)}
      onClick={() => trackEvent({ type: 'language_select', from: locale, to: target })}
    >
      {intl.formatMessage(languageMessages.switchLanguage)}
    </LanguageLink>
  );
}
