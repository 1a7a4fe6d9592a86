import { defineMessages, type IntlShape } from 'react-intl';
import type { LeadBody } from '@/api/contract/content';
import { listingContactSchema, type VIEWING_TIMES } from '@/domain/validation';
import type { FormRenderProps } from '@/ui/form/Form';
import type { ContactSubject } from './contact-subject';

const messages = defineMessages<{ viewingNote: { time: string } }>({
  viewingNote: {
    id: 'leads.contact.viewing-note',
    defaultMessage:
      'Viewing request – preferred time: {time, select, morning {morning} afternoon {afternoon} other {evening}}',
  },
});

export type ViewingTime = (typeof VIEWING_TIMES)[number];

export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  lookingTo: 'buy' | 'sell';
  message: string;
  viewing: boolean;
  preferredViewingTime: ViewingTime | undefined;
};

export type ContactFormik = FormRenderProps<ContactFormValues>['formik'];

/** The lead's recipient fields: the listing, the agent or the office. */
function recipientIds(subject: ContactSubject): Pick<LeadBody, 'listingId' | 'agentId' | 'officeId'> {
  if (subject.kind === 'agent') return { agentId: subject.agentId };
  if (subject.kind === 'office') return { officeId: subject.officeId };
  return { listingId: subject.listingId };
}

/**
 * The lead a submission sends, and the cleaned values it was made of. A viewing request's message starts
 * with a line saying so and when.
 */
export function contactLead(intl: IntlShape, subject: ContactSubject, values: ContactFormValues) {
  const lead = listingContactSchema.cast(values);
  const time = lead.preferredViewingTime;
  const note = lead.viewing && time ? intl.formatMessage(messages.viewingNote, { time }) : '';
  const message = [note, lead.message ?? ''].filter(Boolean).join('\n\n');
  const body: LeadBody = {
    name: lead.name,
    email: lead.email,
    phone: lead.phone || undefined,
    lookingTo: values.lookingTo,
    message: message || undefined,
    preferredViewingTime: time,
    ...recipientIds(subject),
  };
  return { body, lead };
}
