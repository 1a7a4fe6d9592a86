import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { drawerClosedForSignIn, drawerDismissed, selectDrawer, type ProtectedReason } from '@/features/user/user-api';
import { useRoute } from '@/routing/route-context';
import { Dialog } from '@/ui/Dialog';
import { Tabs } from '@/ui/Tabs';
import { authMessages } from './auth-messages';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { MessagePartRoot } from '@/i18n/MessagePartRoot';

const messages = defineMessages({
  title: { id: 'sign-in.title', defaultMessage: 'Sign in or create an account' },
  body: { id: 'sign-in.body', defaultMessage: 'Login or Register to access Saved Searches and your Favourites' },
  tabs: { id: 'sign-in.tabs', defaultMessage: 'Sign in or create an account' },
  favourite: {
    id: 'sign-in.favourite',
    defaultMessage: 'Your favourites follow you on every device, and we tell you when their price changes.',
  },
  saveSearch: {
    id: 'sign-in.save-search',
    defaultMessage: 'Saved searches send you new listings by e-mail as soon as they come on the market.',
  },
  favouriteAgent: {
    id: 'sign-in.favourite-agent',
    defaultMessage: 'Keep the agents you like in your account, to reach them again in one click.',
  },
  estimate: { id: 'sign-in.estimate', defaultMessage: 'Login to see what this home is worth' },
  account: {
    id: 'sign-in.account',
    defaultMessage: 'Your account keeps your details, your saved searches and your favourite homes.',
  },
});

const REASONS: Record<ProtectedReason, (typeof messages)[keyof typeof messages]> = {
  favourite: messages.favourite,
  'save-search': messages.saveSearch,
  'favourite-agent': messages.favouriteAgent,
  estimate: messages.estimate,
  account: messages.account,
};

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  p:first-child {
    font-weight: 600;
  }
  p + p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// Marks the history entry the open drawer added, so Back closes the drawer instead of leaving the page.
const HISTORY_MARK = 'foyerSignInDrawer';

function markedEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && HISTORY_MARK in state;
}

/**
 * Spec §4: the browser's Back button closes the open drawer (and so discards the queued actions) rather
 * than leaving the page. Opening adds a history entry; closing any other way takes it off again.
 */
function useBackCloses(open: boolean, close: () => void) {
  const latestClose = useRef(close);
  const isOpen = useRef(open);
  useEffect(() => {
    latestClose.current = close;
    isOpen.current = open;
  });

  useEffect(() => {
    if (!open) return;
    // StrictMode runs this twice: the entry the first run added is still there, so it is not added again.
    if (!markedEntry()) {
      const current: unknown = window.history.state;
      window.history.pushState({ ...(typeof current === 'object' ? current : {}), [HISTORY_MARK]: true }, '');
    }
    let popped = false;
    const onPopState = () => {
      popped = true;
      latestClose.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (popped) return;
      // Closed by its button, Escape or a sign-in: drop the entry, unless the drawer is open again by now
      // (StrictMode's second run) or a link inside it already moved on to another entry.
      setTimeout(() => {
        if (!isOpen.current && markedEntry()) window.history.back();
      }, 0);
    };
  }, [open]);
}

type Tab = 'sign-in' | 'register';

/**
 * The sign-in (login-request) drawer (spec §2.5, §4): opens when a signed-out visitor tries a protected
 * action, says why, and offers sign-in and registration side by side. Closing it, or Back, discards the
 * queued actions; signing in replays them and the saga closes it.
 */
/** The drawer, with the `account` part of the messages (loaded the first time it opens). */
export function SignInDrawer() {
  const { locale } = useRoute();
  return (
    <MessagePartRoot locale={locale} part="account">
      <SignInDrawerContent />
    </MessagePartRoot>
  );
}

function SignInDrawerContent() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { open, reason } = useAppSelector(selectDrawer);
  const [tab, setTab] = useState<Tab>('sign-in');
  // The registration form (and its captcha request) is built the first time its tab is chosen.
  const [registerShown, setRegisterShown] = useState(false);

  const tabsBox = useRef<HTMLDivElement>(null);
  // However it closed (button, Back, a sign-in), it opens again on the sign-in tab.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setTab('sign-in');
      setRegisterShown(false);
    }
  }

  const close = useCallback(() => dispatch(drawerDismissed()), [dispatch]);
  useBackCloses(open, close);

  // A link inside it (Continue with Google…) leaves the page: the drawer does not stay over the next one.
  const { pathname, page } = useRoute();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    if (!open) return;
    // Going on to sign in with Google or Facebook keeps the queued action for that sign-in (spec §4).
    if (page === 'social-login') dispatch(drawerClosedForSignIn());
    else close();
  }, [pathname, page, open, close, dispatch]);

  const choose = (next: string) => {
    const chosen: Tab = next === 'register' ? 'register' : 'sign-in';
    if (chosen === 'register') setRegisterShown(true);
    setTab(chosen);
  };
  // A switch from inside a form hides the button that was pressed: focus goes to the chosen tab.
  const switchTo = (next: Tab) => {
    choose(next);
    requestAnimationFrame(() =>
      tabsBox.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  };

  return (
    <Dialog open={open} onClose={close} variant="drawer" title={intl.formatMessage(messages.title)}>
      <Intro>
        <p>{intl.formatMessage(messages.body)}</p>
        {reason ? <p>{intl.formatMessage(REASONS[reason])}</p> : null}
      </Intro>
      <div ref={tabsBox}>
        <Tabs
          label={intl.formatMessage(messages.tabs)}
          value={tab}
          onChange={choose}
          items={[
            {
              id: 'sign-in',
              label: intl.formatMessage(authMessages.signInTitle),
              content: <LoginForm idPrefix="drawer-sign-in" headingLevel={3} onRegister={() => switchTo('register')} />,
            },
            {
              id: 'register',
              label: intl.formatMessage(authMessages.registerTitle),
              content:
                registerShown || tab === 'register' ? (
                  <RegisterForm idPrefix="drawer-register" headingLevel={3} onSignIn={() => switchTo('sign-in')} />
                ) : null,
            },
          ]}
        />
      </div>
    </Dialog>
  );
}
