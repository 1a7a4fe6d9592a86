import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Locale } from '@/domain/constants';
import { isCrawler } from '@/domain/crawlers';
import { urls } from '@/routing/urls';
import { Button } from '@/ui/Button';
import {
  closeConsentSettings,
  globalPrivacyControl,
  setAnalyticsConsent,
  useAnalyticsConsent,
  useConsentSettingsOpen,
} from './consent-api';
import { consentSettingsMessages } from './consent-messages';
import { CONSENT_CHOICE } from './consent-storage';

const messages = defineMessages({
  title: { id: 'consent.title', defaultMessage: 'Your privacy choice' },
  accept: { id: 'consent.accept', defaultMessage: 'Accept analytics' },
  refuse: { id: 'consent.refuse', defaultMessage: 'Refuse' },
  privacy: { id: 'consent.privacy-notice', defaultMessage: 'Privacy notice' },
  granted: { id: 'consent.current.granted', defaultMessage: 'Your current choice: analytics accepted.' },
  denied: { id: 'consent.current.denied', defaultMessage: 'Your current choice: analytics refused.' },
  gpc: {
    id: 'consent.gpc',
    defaultMessage: 'Your browser sends the Global Privacy Control signal, so analytics stays off unless you accept.',
  },
});

const bodyMessages = defineMessages<{ body: { settings: string } }>({
  body: {
    id: 'consent.body',
    defaultMessage:
      'With your permission, we measure the pages you visit and how you use menus and search, to improve the site, never recording your name or e-mail. You can change your choice anytime with “{settings}” at the bottom of the page.',
  },
});

// Crawlers, the prerender service and other automated browsers never get the banner on their own (it would
// end up in snapshots); a reopening from the footer still shows it, so browser tests can reach it.
const automated = () =>
  typeof navigator !== 'undefined' && (isCrawler(navigator.userAgent) || navigator.webdriver === true);

const Region = styled.section`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 1100;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  /* Never more than 40 % of a phone's screen (the small viewport, with the browser's bars shown). */
  max-height: 40vh;
  max-height: 40svh;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(3)} max(${({ theme }) => theme.space(4)}, env(safe-area-inset-right))
    calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom))
    max(${({ theme }) => theme.space(4)}, env(safe-area-inset-left));
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.45;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  ${({ theme }) => theme.media.tablet} {
    inset-inline: auto;
    inset-inline-start: ${({ theme }) => theme.space(4)};
    bottom: calc(${({ theme }) => theme.space(4)} + env(safe-area-inset-bottom));
    max-width: 34rem;
    padding: ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  p {
    margin: 0;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(1)};
  /* Equal choices: the same look and the same share of the row, even when a label wraps at 320 px. */
  button {
    flex: 1 1 0;
  }
`;

// Inline at the end of the text, with a 44 px tall hit area that does not change the line height.
const PrivacyLink = styled(Link)`
  display: inline-block;
  padding-block: 12px;
  margin-block: -12px;
  margin-inline-start: 0.3em;
  color: inherit;
  font-weight: 600;
  text-underline-offset: 3px;
`;

/** The consent banner itself: a non-modal region fixed to the bottom, out of the document flow. */
export function ConsentPanel() {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const settings = intl.formatMessage(consentSettingsMessages.settings);
  const consent = useAnalyticsConsent();
  const reopened = useConsentSettingsOpen();
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // Reopened from the footer, the banner takes the focus (the visitor asked for it) and gives it back after.
  useEffect(() => {
    if (!reopened) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && !region.current?.contains(active)) returnFocus.current = active;
    region.current?.focus();
  }, [reopened]);

  useEffect(() => {
    const node = region.current;
    return () => {
      const back = returnFocus.current;
      // Only when the focus was in the banner (now gone), never taking it from where the visitor moved it.
      const active = document.activeElement;
      if (back?.isConnected && (active === document.body || node?.contains(active))) back.focus();
    };
  }, []);

  if (!reopened && automated()) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && reopened && consent !== 'unknown') closeConsentSettings();
  };

  return (
    // Escape closes a reopened banner; every control inside is reachable with Tab as well.
    <Region ref={region} aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <Title id={titleId}>{intl.formatMessage(messages.title)}</Title>
      <p>
        {intl.formatMessage(bodyMessages.body, { settings })}
        <PrivacyLink to={urls.legal(locale, 'privacy-notice')}>{intl.formatMessage(messages.privacy)}</PrivacyLink>
      </p>
      {reopened && consent !== 'unknown' && (
        <p>{intl.formatMessage(consent === 'granted' ? messages.granted : messages.denied)}</p>
      )}
      {globalPrivacyControl() && consent !== 'granted' && <p>{intl.formatMessage(messages.gpc)}</p>}
      <Actions>
        <Button variant="secondary" onClick={() => setAnalyticsConsent(true)} {...{ [CONSENT_CHOICE]: 'accept' }}>
          {intl.formatMessage(messages.accept)}
        </Button>
        <Button variant="secondary" onClick={() => setAnalyticsConsent(false)} {...{ [CONSENT_CHOICE]: 'refuse' }}>
          {intl.formatMessage(messages.refuse)}
        </Button>
      </Actions>
    </Region>
  );
}
