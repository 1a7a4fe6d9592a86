import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { userEndpoints } from '@/features/user/user-endpoints';
import { selectSavedSearches } from '@/features/saved-searches/saved-searches-api';
import { selectIsSignedIn, useUserAction } from '@/features/user/user-api';
import { usePageMeta } from '@/routing/page-meta';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { buttonStyles } from '@/ui/Button';
import { AlertCircleIcon, CheckCircleIcon } from '@/ui/icons';
import { Container } from '@/ui/layout';

const m = defineMessages({
  title: { id: 'unsubscribe.title', defaultMessage: 'E-mail alerts' },
  description: {
    id: 'unsubscribe.description',
    defaultMessage: 'Stop the e-mail alerts of a saved search.',
  },
  pending: { id: 'unsubscribe.pending', defaultMessage: 'Unsubscribing…' },
  successTitle: { id: 'unsubscribe.success.title', defaultMessage: 'You are unsubscribed' },
  successOne: {
    id: 'unsubscribe.success.one',
    defaultMessage: 'You have been unsubscribed from this saved search’s alerts.',
  },
  successAll: {
    id: 'unsubscribe.success.all',
    defaultMessage: 'You have been unsubscribed from all saved-search alerts.',
  },
  successMore: {
    id: 'unsubscribe.success.more',
    defaultMessage: 'You can turn alerts back on at any time from your account.',
  },
  failureTitle: { id: 'unsubscribe.failure.title', defaultMessage: 'Failed to Unsubscribe!' },
  failureBody: {
    id: 'unsubscribe.failure.body',
    defaultMessage:
      'This link may have already been used, or it may have expired. You can still turn off your alerts from your account.',
  },
  manage: { id: 'unsubscribe.manage', defaultMessage: 'Manage my alerts' },
  home: { id: 'unsubscribe.home', defaultMessage: 'Back to the home page' },
});

/** What the page shows; kept in the history entry, so a reload or Back shows it without the token. */
type Outcome = 'pending' | 'one' | 'all' | 'failed';

interface UnsubscribeState {
  unsubscribe: Outcome;
}

const OUTCOMES: readonly Outcome[] = ['pending', 'one', 'all', 'failed'];

function outcomeOf(state: unknown): Outcome | null {
  const value = (state as Partial<UnsubscribeState> | null | undefined)?.unsubscribe;
  return value !== undefined && OUTCOMES.includes(value) ? value : null;
}

/** The e-mail's link: `?token=…` (one saved search, or all when the server says so) and `all=true`. */
export interface UnsubscribeRequest {
  token: string | null;
  all: boolean;
  /** Whether the address had a query at all (to be taken off it). */
  hadQuery: boolean;
}

// The token's exact form belongs to the backend; anything but a plain URL-safe word is not one.
const TOKEN = /^[A-Za-z0-9_-]{16,512}$/;

export function readUnsubscribeRequest(search: string): UnsubscribeRequest {
  const query = new URLSearchParams(search);
  const token = query.get('token')?.trim() ?? '';
  return {
    token: TOKEN.test(token) ? token : null,
    all: query.get('all') === 'true',
    hadQuery: query.toString() !== '',
  };
}

const Wrap = styled(Container)`
  max-width: 720px;
  padding-block: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(12)};
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  svg {
    width: 56px;
    height: 56px;
  }
  .success {
    color: ${({ theme }) => theme.colors.success};
  }
  .failure {
    color: ${({ theme }) => theme.colors.danger};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  h1:focus {
    outline: none;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    max-width: 36rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const PrimaryLink = styled(Link)`
  ${buttonStyles.primary};
`;

const SecondaryLink = styled(Link)`
  ${buttonStyles.secondary};
`;

/**
 * A signed-in visitor who unsubscribed by e-mail still has the old saved searches in this browser: take the
 * server's alert switches, so the next save of the account does not turn the alerts back on.
 */
function useSyncAlerts() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const act = useUserAction();
  return useCallback(async () => {
    if (!selectIsSignedIn(store.getState())) return;
    const answer = await dispatch(
      userEndpoints.endpoints.currentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    const server = new Map((answer.data?.preferences?.savedSearches ?? []).map((search) => [search.id, search]));
    for (const local of selectSavedSearches(store.getState())) {
      if (local.id && local.notificationsEnabled && server.get(local.id)?.notificationsEnabled === false)
        act({ type: 'edit-saved-search', id: local.id, changes: { notificationsEnabled: false } }, { skipSave: true });
    }
  }, [dispatch, store, act]);
}

/**
 * The link of a saved-search alert e-mail (spec §2.1 `/unsubscribe`, §4, §8): unsubscribes once, then says
 * whether it worked. The token is read once and taken off the address at once, so it stays out of the
 * history, shared links and analytics; the outcome is kept in the history entry instead.
 */
export function UnsubscribePage() {
  const intl = useIntl();
  const route = useRoute();
  const { locale, pathname, search, navigate } = route;
  const saved = outcomeOf((route as { state?: unknown }).state);
  const [request] = useState(() => readUnsubscribeRequest(search));
  const [unsubscribe] = userEndpoints.useUnsubscribeMutation();
  const syncAlerts = useSyncAlerts();
  const started = useRef(false);
  const mounted = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // Once per page (StrictMode runs effects twice; the token works only once).
    if (started.current) return;
    started.current = true;
    const show = (outcome: Outcome) => {
      if (mounted.current) void navigate(pathname, { replace: true, state: { unsubscribe: outcome } });
    };
    // Shown already (a reload, Back): nothing to send. A reload while it was under way cannot tell.
    if (saved === 'pending') return show('failed');
    if (saved) return;
    if (!request.token) {
      if (request.hadQuery) show('failed');
      return;
    }
    show('pending');
    unsubscribe({ token: request.token, all: request.all })
      .unwrap()
      .then(
        (result) => {
          show(result.unsubscribed === 'all' || request.all ? 'all' : 'one');
          void syncAlerts();
        },
        () => show('failed'),
      );
  }, [saved, request, unsubscribe, navigate, pathname, syncAlerts]);

  const outcome: Outcome = saved ?? (request.token ? 'pending' : 'failed');

  // The answer replaces "Unsubscribing…": its heading takes focus, so a screen reader reads it.
  const wasPending = useRef(outcome === 'pending');
  useEffect(() => {
    if (outcome === 'pending') wasPending.current = true;
    else if (wasPending.current) {
      wasPending.current = false;
      heading.current?.focus();
    }
  }, [outcome]);

  usePageMeta({
    title: intl.formatMessage(m.title),
    description: intl.formatMessage(m.description),
    noindex: true,
    ready: outcome !== 'pending',
  });

  const manage = urls.profile(locale, 'searches');
  const actions = (
    <Actions>
      <PrimaryLink to={manage}>{intl.formatMessage(m.manage)}</PrimaryLink>
      <SecondaryLink to={urls.home(locale)}>{intl.formatMessage(m.home)}</SecondaryLink>
    </Actions>
  );

  if (outcome === 'pending') {
    return (
      <Wrap aria-busy="true">
        <h1>{intl.formatMessage(m.pending)}</h1>
      </Wrap>
    );
  }

  if (outcome === 'failed') {
    return (
      <Wrap>
        <AlertCircleIcon className="failure" />
        <h1 ref={heading} tabIndex={-1}>
          {intl.formatMessage(m.failureTitle)}
        </h1>
        <p>{intl.formatMessage(m.failureBody)}</p>
        {actions}
      </Wrap>
    );
  }

  return (
    <Wrap>
      <CheckCircleIcon className="success" />
      <h1 ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.successTitle)}
      </h1>
      <p>{intl.formatMessage(outcome === 'all' ? m.successAll : m.successOne)}</p>
      <p>{intl.formatMessage(m.successMore)}</p>
      {actions}
    </Wrap>
  );
}
