import { defineMessages } from 'react-intl';

/**
 * Confirming a registered e-mail address (ours, src/mocks/API.md): what registration says about the link, the
 * confirmation page (`/confirm-email/{token}`), and the account page's reminder while it waits.
 */
export const confirmMessages = defineMessages({
  title: { id: 'auth.confirm.title', defaultMessage: 'Confirm your e-mail address' },
  checking: { id: 'auth.confirm.checking', defaultMessage: 'Checking your link…' },
  confirming: { id: 'auth.confirm.confirming', defaultMessage: 'Confirming your address…' },
  doneTitle: { id: 'auth.confirm.done.title', defaultMessage: 'E-mail address confirmed' },
  doneBody: {
    id: 'auth.confirm.done.body',
    defaultMessage: 'Thank you: your address is confirmed, and alerts for your saved searches can now reach you.',
  },
  claimTitle: { id: 'auth.confirm.claim.title', defaultMessage: 'Is this e-mail address yours?' },
  claimIntro: {
    id: 'auth.confirm.claim.intro',
    defaultMessage:
      'Someone registered an account with this address without confirming it. If the address is yours, choose a password: the address is confirmed, the account becomes yours and starts empty (nothing the other person entered is kept), and they are signed out. If you did not ask for this, close this page: nothing changes.',
  },
  claimSubmit: { id: 'auth.confirm.claim.submit', defaultMessage: 'Confirm the address and save my password' },
  claimDoneTitle: { id: 'auth.confirm.claim.done.title', defaultMessage: 'The account is yours' },
  claimDoneBody: {
    id: 'auth.confirm.claim.done.body',
    defaultMessage:
      'Your address is confirmed and your password saved; everyone else who was signed in to this account has been signed out. Sign in with your new password.',
  },
  expiredTitle: { id: 'auth.confirm.expired.title', defaultMessage: 'This link has expired or was already used' },
  expiredBody: {
    id: 'auth.confirm.expired.body',
    defaultMessage:
      'A confirmation link works once. Signed in, you can ask for a new one from your account page; an address already confirmed needs nothing more.',
  },
  failed: {
    id: 'auth.confirm.failed',
    defaultMessage: 'Your address could not be confirmed just now. Check your connection and try again.',
  },
  retry: { id: 'auth.confirm.retry', defaultMessage: 'Try again' },
  backHome: { id: 'auth.confirm.back-home', defaultMessage: 'Back to the home page' },
  sentTitle: { id: 'auth.confirm.sent.title', defaultMessage: 'Check your e-mail' },
  reminderTitle: { id: 'auth.confirm.reminder.title', defaultMessage: 'Confirm your e-mail address' },
  resend: { id: 'auth.confirm.resend', defaultMessage: 'Send the link again' },
  resendFailed: {
    id: 'auth.confirm.resend.failed',
    defaultMessage: 'The link could not be sent just now. Try again in a few minutes.',
  },
  resendTooMany: {
    id: 'auth.confirm.resend.too-many',
    defaultMessage: 'Several links were already sent to this address in the last hour. Try again later.',
  },
});

/** The texts that take values. */
export const confirmTemplates = defineMessages<{
  createdBody: { email: string };
  claimSentBody: { email: string };
  reminderBody: { email: string; date: string };
  resent: { email: string };
  description: { brand: string };
}>({
  createdBody: {
    id: 'auth.confirm.created.body',
    defaultMessage:
      'We’ve sent a link to {email}: follow it to confirm your address. Until then, alerts for your saved searches wait, and an account not confirmed within 7 days is removed.',
  },
  claimSentBody: {
    id: 'auth.confirm.sent.body',
    defaultMessage:
      'This address already has an account waiting for confirmation. We’ve sent a link to {email}: if the address is yours, follow it within one hour to confirm it and choose your password. Check your spam folder too.',
  },
  reminderBody: {
    id: 'auth.confirm.reminder.body',
    defaultMessage:
      'We sent a link to {email}. Until you follow it, alerts for your saved searches are not e-mailed, and the account is removed on {date}.',
  },
  resent: { id: 'auth.confirm.resent', defaultMessage: 'A new link is on its way to {email}.' },
  description: {
    id: 'auth.meta.confirm.description',
    defaultMessage: 'Confirm the e-mail address of your {brand} account.',
  },
});
