import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import { trackEvent } from '@/features/analytics/analytics-api';
import { loadMessages } from '@/i18n/locale';
import { switchLocalePath } from '@/routing/urls';
import { pill } from '@/ui/layout';

const languageMessages = defineMessages({
  switchLanguage: { id: 'header.language.switch', defaultMessage: 'Français' },
  switchLanguageLabel: { id: 'header.language.switch-label', defaultMessage: 'Afficher cette page en français' },
});

const LanguageLink = styled(Link)`
  ${pill};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;

/** The same page in the other language; its messages start loading as soon as the link is pointed at. */
export function LanguageSwitch({ locale, target }: { locale: Locale; target: Locale }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <LanguageLink
      to={switchLocalePath(location.pathname, location.search, target)}
      lang={target === 'fr' ? 'fr-CA' : 'en-CA'}
      hrefLang={target === 'fr' ? 'fr-CA' : 'en-CA'}
      aria-label={intl.formatMessage(languageMessages.switchLanguageLabel)}
      onPointerEnter={() => void loadMessages(target)}
      onFocus={() => void loadMessages(target)}
      onClick={() => trackEvent({ type: 'language_select', from: locale, to: target })}
    >
      {intl.formatMessage(languageMessages.switchLanguage)}
    </LanguageLink>
  );
}
