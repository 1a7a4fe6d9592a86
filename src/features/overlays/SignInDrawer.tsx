import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { buttonStyles } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { selectSignIn, signInDismissed } from './overlays-slice';

const messages = defineMessages({
  title: { id: 'sign-in.title', defaultMessage: 'Sign in to save it' },
  body: { id: 'sign-in.body', defaultMessage: 'Login or Register to access Saved Searches and your Favourites' },
  favourite: {
    id: 'sign-in.favourite',
    defaultMessage: 'Your favourites follow you on every device, and we tell you when their price changes.',
  },
  saveSearch: {
    id: 'sign-in.save-search',
    defaultMessage: 'Saved searches send you new listings by e-mail as soon as they come on the market.',
  },
  login: { id: 'sign-in.login', defaultMessage: 'Sign in' },
  register: { id: 'sign-in.register', defaultMessage: 'Create an account' },
  close: { id: 'sign-in.close', defaultMessage: 'Close' },
});

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Close = styled.button`
  justify-self: end;
  ${buttonStyles.secondary};
`;

const Primary = styled(Link)`
  ${buttonStyles.primary};
`;
const Secondary = styled(Link)`
  ${buttonStyles.secondary};
`;

/** Spec §4: a protected action while signed out opens this drawer (the login-request drawer). */
export function SignInDrawer() {
  const intl = useIntl();
  const titleId = useId();
  const dispatch = useAppDispatch();
  const { locale, category } = useRoute();
  const { open, reason } = useAppSelector(selectSignIn);
  const close = () => dispatch(signInDismissed());
  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} variant="drawer">
      <Body>
        <Close type="button" onClick={close}>
          {intl.formatMessage(messages.close)}
        </Close>
        <h2 id={titleId}>{intl.formatMessage(messages.title)}</h2>
        <p>{intl.formatMessage(messages.body)}</p>
        <p>{intl.formatMessage(reason === 'save-search' ? messages.saveSearch : messages.favourite)}</p>
        <Primary to={urls.login(locale, category)} onClick={close}>
          {intl.formatMessage(messages.login)}
        </Primary>
        <Secondary to={urls.register(locale, category)} onClick={close}>
          {intl.formatMessage(messages.register)}
        </Secondary>
      </Body>
    </Dialog>
  );
}
