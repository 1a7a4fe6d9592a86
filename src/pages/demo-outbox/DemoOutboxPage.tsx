import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { OutboxMessageKind } from '@/api/contract/demo';
import { useAppSelector } from '@/app/hooks';
import { selectSavedSearches } from '@/features/saved-searches/saved-searches-api';
import { useSession } from '@/features/user/user-api';
import { usePageMeta } from '@/routing/page-meta';
import { useRoute } from '@/routing/route-context';
import { localisePath, urls } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { Container } from '@/ui/layout';
import { Notice } from '@/ui/Notice';
import { useDemoOutboxQuery, useDemoSavedSearchAlertMutation } from './demo-outbox-endpoints';

const m = defineMessages({
  title: { id: 'demo-outbox.title', defaultMessage: 'Demo outbox' },
  description: {
    id: 'demo-outbox.description',
    defaultMessage: 'Testing tool of the demo: the e-mails the demo site would have sent.',
  },
  intro: {
    id: 'demo-outbox.intro',
    defaultMessage:
      'The demo site sends no real e-mail. Password resets, saved-search alerts and shared listings land here instead, with their links.',
  },
  signedOut: {
    id: 'demo-outbox.signed-out',
    defaultMessage:
      'You are signed out: these are the e-mails this browser asked for to the accounts it has signed in to or registered, such as a password reset. Sign in to see your account’s mail too.',
  },
  signIn: { id: 'demo-outbox.sign-in', defaultMessage: 'Sign in' },
  messagesHeading: { id: 'demo-outbox.messages.heading', defaultMessage: 'Messages' },
  refresh: { id: 'demo-outbox.refresh', defaultMessage: 'Refresh' },
  loading: { id: 'demo-outbox.loading', defaultMessage: 'Loading the messages…' },
  failed: { id: 'demo-outbox.failed', defaultMessage: 'The messages could not be loaded.' },
  empty: {
    id: 'demo-outbox.empty',
    defaultMessage:
      'No messages yet. Ask for a password reset, share a listing, or send a saved-search alert, then refresh.',
  },
  to: { id: 'demo-outbox.field.to', defaultMessage: 'To' },
  kind: { id: 'demo-outbox.field.kind', defaultMessage: 'Kind' },
  sentAt: { id: 'demo-outbox.field.sent-at', defaultMessage: 'Sent' },
  link: { id: 'demo-outbox.field.link', defaultMessage: 'Link' },
  searchLink: { id: 'demo-outbox.field.search-link', defaultMessage: 'See the listings' },
  noLink: { id: 'demo-outbox.field.no-link', defaultMessage: 'None' },
  alertsHeading: { id: 'demo-outbox.alerts.heading', defaultMessage: 'Saved-search alerts' },
  alertsIntro: {
    id: 'demo-outbox.alerts.intro',
    defaultMessage: 'Send the alert e-mail of one of your saved searches; it carries an unsubscribe link.',
  },
  alertsNone: {
    id: 'demo-outbox.alerts.none',
    defaultMessage: 'Your account has no saved searches yet. Save a search from the results page first.',
  },
  alertFailed: { id: 'demo-outbox.alerts.failed', defaultMessage: 'The alert could not be sent.' },
});

const kinds = defineMessages({
  'password-reset': { id: 'demo-outbox.kind.password-reset', defaultMessage: 'Password reset' },
  'email-confirmation': { id: 'demo-outbox.kind.email-confirmation', defaultMessage: 'E-mail confirmation' },
  'account-claim': { id: 'demo-outbox.kind.account-claim', defaultMessage: 'Registration with your address' },
  'saved-search-alert': { id: 'demo-outbox.kind.saved-search-alert', defaultMessage: 'Saved-search alert' },
  lead: { id: 'demo-outbox.kind.lead', defaultMessage: 'Enquiry' },
  share: { id: 'demo-outbox.kind.share', defaultMessage: 'Shared listing' },
}) satisfies Record<OutboxMessageKind, MessageDescriptor>;

const withValues = defineMessages<{
  signedIn: { email: string };
  count: { count: number };
  send: { name: string };
  sent: { name: string };
}>({
  signedIn: {
    id: 'demo-outbox.signed-in',
    defaultMessage: 'Signed in as {email}: the mail of this account and of this browser.',
  },
  count: {
    id: 'demo-outbox.count',
    defaultMessage: '{count, plural, =0 {No messages} one {# message} other {# messages}}, newest first',
  },
  send: { id: 'demo-outbox.alerts.send', defaultMessage: 'Send an alert for “{name}”' },
  sent: { id: 'demo-outbox.alerts.sent', defaultMessage: 'Alert sent for “{name}”.' },
});

// One leading slash and no second one: a path of this site, never another host or a script URL.
const SITE_PATH = /^\/(?![/\\])/;

const Page = styled(Container)`
  max-width: 960px;
  padding-block: ${({ theme }) => theme.space(10)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  section {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Searches = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * QA tooling of the demo environment (`/_demo/outbox`; the route table has it nowhere else): the e-mails
 * the demo API "sent" to the signed-in account or asked for by this browser, with their links as links
 * of the site, and a way to send a saved search's alert.
 */
export function DemoOutboxPage() {
  const intl = useIntl();
  const { locale } = useRoute();
  const { signedIn, profile } = useSession();
  const allSearches = useAppSelector(selectSavedSearches);
  // Only searches the server has saved have an id to send an alert for.
  const savedSearches = useMemo(() => allSearches.filter((s) => s.id), [allSearches]);
  const outbox = useDemoOutboxQuery({ signedIn });
  const [sendAlert] = useDemoSavedSearchAlertMutation();
  const [sending, setSending] = useState<string | null>(null);
  const [alertResult, setAlertResult] = useState<{ name: string; ok: boolean } | null>(null);
  usePageMeta({ title: intl.formatMessage(m.title), description: intl.formatMessage(m.description), noindex: true });

  const messages = [...(outbox.data ?? [])].reverse();

  async function onSend(id: string, name: string) {
    setSending(id);
    setAlertResult(null);
    try {
      await sendAlert(id).unwrap();
      setAlertResult({ name, ok: true });
      void outbox.refetch();
    } catch {
      setAlertResult({ name, ok: false });
    } finally {
      setSending(null);
    }
  }

  return (
    <Page>
      <header>
        <h1>{intl.formatMessage(m.title)}</h1>
        <p>{intl.formatMessage(m.intro)}</p>
      </header>
      <Notice live={false}>
        {signedIn && profile ? (
          intl.formatMessage(withValues.signedIn, { email: profile.email })
        ) : (
          <>
            {intl.formatMessage(m.signedOut)} <Link to={urls.login(locale)}>{intl.formatMessage(m.signIn)}</Link>
          </>
        )}
      </Notice>

      <section aria-labelledby="demo-outbox-messages">
        <Bar>
          <div>
            <h2 id="demo-outbox-messages">{intl.formatMessage(m.messagesHeading)}</h2>
            {outbox.data ? <p>{intl.formatMessage(withValues.count, { count: messages.length })}</p> : null}
          </div>
          <Button variant="secondary" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            {intl.formatMessage(m.refresh)}
          </Button>
        </Bar>
        {outbox.isError ? (
          <Notice tone="error" onRetry={() => void outbox.refetch()}>
            {intl.formatMessage(m.failed)}
          </Notice>
        ) : outbox.isLoading ? (
          <p aria-busy="true">{intl.formatMessage(m.loading)}</p>
        ) : messages.length === 0 ? (
          <p>{intl.formatMessage(m.empty)}</p>
        ) : (
          <List aria-labelledby="demo-outbox-messages" aria-busy={outbox.isFetching}>
            {messages.map((message) => (
              <Card key={`${message.sentAt}-${message.token ?? message.subject}-${message.to}`}>
                <h3>{message.subject}</h3>
                <dl>
                  <dt>{intl.formatMessage(m.to)}</dt>
                  <dd>{message.to}</dd>
                  <dt>{intl.formatMessage(m.kind)}</dt>
                  <dd>{intl.formatMessage(kinds[message.kind])}</dd>
                  <dt>{intl.formatMessage(m.sentAt)}</dt>
                  <dd>
                    <time dateTime={message.sentAt}>
                      {intl.formatDate(message.sentAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </dd>
                  <dt>{intl.formatMessage(m.link)}</dt>
                  <dd>
                    {message.link && SITE_PATH.test(message.link) ? (
                      <Link to={localisePath(message.link, locale)}>{message.link}</Link>
                    ) : (
                      (message.link ?? intl.formatMessage(m.noLink))
                    )}
                  </dd>
                  {message.searchLink && SITE_PATH.test(message.searchLink) && (
                    <>
                      <dt>{intl.formatMessage(m.searchLink)}</dt>
                      <dd>
                        <Link to={localisePath(message.searchLink, locale)}>{message.searchLink}</Link>
                      </dd>
                    </>
                  )}
                </dl>
              </Card>
            ))}
          </List>
        )}
      </section>

      {signedIn ? (
        <section aria-labelledby="demo-outbox-alerts">
          <h2 id="demo-outbox-alerts">{intl.formatMessage(m.alertsHeading)}</h2>
          <p>{intl.formatMessage(m.alertsIntro)}</p>
          {savedSearches.length === 0 ? (
            <p>{intl.formatMessage(m.alertsNone)}</p>
          ) : (
            <Searches>
              {savedSearches.map((search) => (
                <li key={search.id}>
                  <Button
                    variant="secondary"
                    disabled={sending !== null}
                    aria-busy={sending === search.id}
                    onClick={() => void onSend(search.id!, search.name)}
                  >
                    {intl.formatMessage(withValues.send, { name: search.name })}
                  </Button>
                </li>
              ))}
            </Searches>
          )}
          <div role="status">
            {alertResult?.ok ? intl.formatMessage(withValues.sent, { name: alertResult.name }) : null}
          </div>
          {alertResult && !alertResult.ok ? <Notice tone="error">{intl.formatMessage(m.alertFailed)}</Notice> : null}
        </section>
      ) : null}
    </Page>
  );
}
