import { defineMessages } from 'react-intl';

/** Spec §8: a contact form that fails says "Oops, something went wrong.", then what was kept. */
export const failureMessages = defineMessages({
  title: { id: 'leads.failure.title', defaultMessage: 'Oops, something went wrong.' },
  lead: {
    id: 'leads.failure.lead',
    defaultMessage: 'Your message wasn’t sent. Everything you typed is still here, so you can try again.',
  },
  share: {
    id: 'leads.failure.share',
    defaultMessage: 'The e-mail wasn’t sent. Everything you typed is still here, so you can try again.',
  },
});
