import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { listingContactSchema } from '@/domain/validation';
import { Form } from '@/ui/form/Form';
import { contactLead, type ContactFormValues } from './contact-lead';
import { introOf, presetsOf, recipientOf, titleOf, type ContactSubject } from './contact-subject';
import { ContactFields } from './ContactFields';
import { ContactSent, type Sent } from './ContactSent';
import { failureMessages } from './lead-messages';
import { useSendLeadMutation } from './leads-endpoints';
import { useSingleFlight } from './use-single-flight';

// Still exported from here: the listing's form and the profile pages take the subject types from this file.

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  form {
    gap: ${({ theme }) => theme.space(3)};
  }
  .pair {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
`;

export interface ContactFormProps {
  subject: ContactSubject;
  /** The id of the form's own heading, for the page's section and sub-navigation to point at. */
  headingId: string;
  /** A listing only: start as a viewing request; changing it switches the form. */
  intent?: 'contact' | 'viewing';
}

/**
 * The contact form (spec §3 contact lead) of a listing, an agent or an office. On a listing: a question for
 * the listing agent, or a viewing request with a preferred time (a lead whose message starts with a line
 * saying so). On an agent's or office's page: a message to them, with their preset text and no visit.
 * One lead per submission however often it is pressed; a failure keeps everything typed (spec §8).
 */
export function ContactForm({ subject, headingId, intent = 'contact' }: ContactFormProps) {
  const intl = useIntl();
  const [sendLead] = useSendLeadMutation();
  const [sent, setSent] = useState<Sent | null>(null);
  // Each round is a fresh form; the visitor's contact details carry over to the next one.
  const [round, setRound] = useState(0);
  const [details, setDetails] = useState({ name: '', email: '', phone: '', lookingTo: 'buy' as 'buy' | 'sell' });
  const noticeRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  const listing = subject.kind === 'listing' ? subject : null;
  const presets = presetsOf(intl, subject);
  const viewingAtStart = listing !== null && intent === 'viewing';
  const initialValues: ContactFormValues = {
    ...details,
    message: viewingAtStart ? presets.viewing : presets.contact,
    viewing: viewingAtStart,
    preferredViewingTime: undefined,
  };

  useEffect(() => {
    if (sent) noticeRef.current?.focus();
    else if (round > 0) messageRef.current?.focus();
  }, [sent, round]);

  const submit = useSingleFlight(async (values: ContactFormValues) => {
    const { body, lead } = contactLead(intl, subject, values);
    await sendLead(body).unwrap();
    setDetails({ name: lead.name, email: lead.email, phone: lead.phone ?? '', lookingTo: values.lookingTo });
    setSent({ name: lead.name, viewing: lead.viewing, time: lead.preferredViewingTime });
  });

  return (
    <Panel>
      <h2 id={headingId}>{titleOf(intl, subject)}</h2>
      <p>{introOf(intl, subject)}</p>
      {sent ? (
        <ContactSent
          sent={sent}
          recipient={recipientOf(intl, subject)}
          noticeRef={noticeRef}
          onSendAnother={() => {
            setSent(null);
            setRound((count) => count + 1);
          }}
        />
      ) : (
        <Form<ContactFormValues>
          key={round}
          initialValues={initialValues}
          validationSchema={listingContactSchema}
          aria-labelledby={headingId}
          errorTitle={failureMessages.title}
          errorMessage={failureMessages.lead}
          onSubmit={submit}
        >
          {({ formik }) => (
            <ContactFields
              formik={formik}
              listing={listing}
              intent={intent}
              presets={presets}
              messageRef={messageRef}
            />
          )}
        </Form>
      )}
    </Panel>
  );
}
