import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { trackEvent } from '@/features/analytics/analytics-api';
import { useSession } from '@/features/user/user-api';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { UserIcon } from '@/ui/icons';
import { pill } from '@/ui/layout';

const accountMessages = defineMessages<{
  greeting: { name: string };
  signIn: Record<string, never>;
  myAccount: Record<string, never>;
}>({
  greeting: { id: 'header.account.greeting', defaultMessage: 'Hi, {name}' },
  signIn: { id: 'header.account.sign-in', defaultMessage: 'Sign in' },
  myAccount: { id: 'header.account.my-account', defaultMessage: 'My account' },
});

const AccountLink = styled(Link)`
  ${pill};
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(3)};
  font-weight: 600;
  max-width: 14rem;
  svg {
    flex: none;
    width: 22px;
    height: 22px;
  }
  justify-self: end;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The narrowest phones keep the icon; the name stays for screen readers. */
  @media (max-width: 399px) {
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/**
 * Spec §2.5: the account button links to the account page, greeting a signed-in visitor by first name,
 * otherwise "sign in". It reads the session from the store, so it changes as soon as the visitor signs in or out.
 */
export function AccountButton() {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const { signedIn, profile } = useSession();
  const name = profile?.firstName.trim();
  const label = signedIn
    ? name
      ? intl.formatMessage(accountMessages.greeting, { name })
      : intl.formatMessage(accountMessages.myAccount)
    : intl.formatMessage(accountMessages.signIn);
  return (
    <AccountLink
      className="account"
      to={signedIn ? urls.myAccount(locale, category) : urls.login(locale, category)}
      onClick={() =>
        trackEvent({ type: 'nav_click', menu: 'account', item: signedIn ? 'my-account' : 'sign-in', category })
      }
      title={signedIn ? intl.formatMessage(accountMessages.myAccount) : undefined}
    >
      <UserIcon />
      <span>{label}</span>
    </AccountLink>
  );
}
