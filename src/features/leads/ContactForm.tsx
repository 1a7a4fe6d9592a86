import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { LeadBody } from '@/api/contract/content';
import { listingContactSchema, VIEWING_TIMES } from '@/domain/validation';
import { Button } from '@/ui/Button';
import { Form, type FormRenderProps } from '@/ui/form/Form';
import { FormCheckbox } from '@/ui/form/FormCheckbox';
import { FormField } from '@/ui/form/FormField';
import { FormRadioGroup } from '@/ui/form/FormRadioGroup';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { Notice } from '@/ui/Notice';
import { failureMessages } from './lead-messages';
import { useSendLeadMutation } from './leads-api';
import { useSingleFlight } from './use-single-flight';

const text = defineMessages({
  title: { id: 'leads.contact.title', defaultMessage: 'Contact an agent' },
  introNone: {
    id: 'leads.contact.intro.none',
    defaultMessage: 'Ask the listing agent a question about this property, or ask to visit it.',
  },
  name: { id: 'leads.contact.name', defaultMessage: 'Your name' },
  email: { id: 'leads.contact.email', defaultMessage: 'E-mail' },
  phone: { id: 'leads.contact.phone', defaultMessage: 'Phone' },
  lookingTo: { id: 'leads.contact.looking-to', defaultMessage: 'I’m looking to' },
  buy: { id: 'leads.contact.looking-to.buy', defaultMessage: 'Buy' },
  rent: { id: 'leads.contact.looking-to.rent', defaultMessage: 'Rent' },
  sell: { id: 'leads.contact.looking-to.sell', defaultMessage: 'Sell' },
  message: { id: 'leads.contact.message', defaultMessage: 'Message' },
  viewing: { id: 'leads.contact.viewing', defaultMessage: 'I’d like to visit this property' },
  time: { id: 'leads.contact.time', defaultMessage: 'Preferred time for a visit' },
  morning: { id: 'leads.contact.time.morning', defaultMessage: 'Morning' },
  afternoon: { id: 'leads.contact.time.afternoon', defaultMessage: 'Afternoon' },
  evening: { id: 'leads.contact.time.evening', defaultMessage: 'Evening' },
  submit: { id: 'leads.contact.submit', defaultMessage: 'Send message' },
  submitViewing: { id: 'leads.contact.submit.viewing', defaultMessage: 'Request a viewing' },
  sentTitle: { id: 'leads.contact.sent.title', defaultMessage: 'Message sent' },
  sentTitleViewing: { id: 'leads.contact.sent.title.viewing', defaultMessage: 'Viewing request sent' },
  sendAnother: { id: 'leads.contact.send-another', defaultMessage: 'Send another message' },
  recipientNone: { id: 'leads.contact.recipient.none', defaultMessage: 'The listing agent' },
});

// An agent's or an office's own page: no property to visit, a message to them.
const profileText = defineMessages<{
  title: { name: string };
  introAgent: { agent: string };
  introOffice: { office: string };
  presetAgent: { agent: string };
  presetOffice: { office: string };
}>({
  title: { id: 'leads.contact.title.named', defaultMessage: 'Contact {name}' },
  introAgent: {
    id: 'leads.contact.intro.profile-agent',
    defaultMessage: 'Tell {agent} what you’re looking for. You’ll get an answer by e-mail or phone.',
  },
  introOffice: {
    id: 'leads.contact.intro.profile-office',
    defaultMessage: 'Tell {office} what you’re looking for, and one of its agents will answer by e-mail or phone.',
  },
  presetAgent: {
    id: 'leads.contact.message.preset.agent',
    defaultMessage: 'Hello {agent}, I’d like to talk to you about buying or selling a property. Please get in touch.',
  },
  presetOffice: {
    id: 'leads.contact.message.preset.office',
    defaultMessage: 'Hello, I’d like an agent of {office} to get in touch with me about buying or selling a property.',
  },
});

const messages = defineMessages<{
  preset: { address: string; city: string };
  presetViewing: { address: string; city: string };
  viewingNote: { time: string };
  sent: { name: string; recipient: string };
  sentViewing: { name: string; recipient: string; time: string };
  introAgent: { agent: string };
  introAgentOffice: { agent: string; office: string };
  introOffice: { office: string };
  recipientAgentOffice: { agent: string; office: string };
  recipientOffice: { office: string };
}>({
  introAgent: {
    id: 'leads.contact.intro.agent',
    defaultMessage: 'Ask {agent} a question about this property, or ask to visit it.',
  },
  introAgentOffice: {
    id: 'leads.contact.intro.agent-office',
    defaultMessage: 'Ask {agent} of {office} a question about this property, or ask to visit it.',
  },
  introOffice: {
    id: 'leads.contact.intro.office',
    defaultMessage: 'Ask an agent of {office} a question about this property, or ask to visit it.',
  },
  recipientAgentOffice: { id: 'leads.contact.recipient.agent-office', defaultMessage: '{agent} of {office}' },
  recipientOffice: { id: 'leads.contact.recipient.office', defaultMessage: 'An agent of {office}' },
  preset: {
    id: 'leads.contact.message.preset',
    defaultMessage: 'I’d like more information about {address}, {city}.',
  },
  presetViewing: {
    id: 'leads.contact.message.preset.viewing',
    defaultMessage: 'I’d like to visit {address}, {city}.',
  },
  viewingNote: {
    id: 'leads.contact.viewing-note',
    defaultMessage:
      'Viewing request – preferred time: {time, select, morning {morning} afternoon {afternoon} other {evening}}',
  },
  sent: {
    id: 'leads.contact.sent',
    defaultMessage: 'Thank you, {name}. {recipient} will answer by e-mail or phone, usually within one business day.',
  },
  sentViewing: {
    id: 'leads.contact.sent.viewing',
    defaultMessage:
      'Thank you, {name}. {recipient} will get in touch to confirm a visit {time, select, morning {in the morning} afternoon {in the afternoon} other {in the evening}}, usually within one business day.',
  },
});

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

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
`;

export interface ContactListing {
  listingId: string;
  address: string;
  city: string;
  agentName?: string;
  officeName?: string;
  /** A rental: the visitor is looking to rent, which the backend records as "buy". */
  rental: boolean;
}

/** Who the message is for: a listing's agent (with a viewing request), an agent, or an office. */
export type ContactSubject =
  | ({ kind: 'listing' } & ContactListing)
  | { kind: 'agent'; agentId: string; agentName: string }
  | { kind: 'office'; officeId: string; officeName: string };

export interface ContactFormProps {
  subject: ContactSubject;
  /** The id of the form's own heading, for the page's section and sub-navigation to point at. */
  headingId: string;
  /** A listing only: start as a viewing request; changing it switches the form. */
  intent?: 'contact' | 'viewing';
}

type ViewingTime = (typeof VIEWING_TIMES)[number];

type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  lookingTo: 'buy' | 'sell';
  message: string;
  viewing: boolean;
  preferredViewingTime: ViewingTime | undefined;
};

type Formik = FormRenderProps<ContactFormValues>['formik'];

interface Sent {
  name: string;
  viewing: boolean;
  time: ViewingTime | undefined;
}

function preset(intl: IntlShape, subject: ContactSubject, viewing: boolean): string {
  if (subject.kind === 'agent') return intl.formatMessage(profileText.presetAgent, { agent: subject.agentName });
  if (subject.kind === 'office') return intl.formatMessage(profileText.presetOffice, { office: subject.officeName });
  const values = { address: subject.address, city: subject.city };
  return intl.formatMessage(viewing ? messages.presetViewing : messages.preset, values);
}

/** Who reads the message, as the start of a sentence: the agent, the office, or the listing agent. */
function recipientOf(intl: IntlShape, subject: ContactSubject): string {
  if (subject.kind === 'agent') return subject.agentName;
  if (subject.kind === 'office') return intl.formatMessage(messages.recipientOffice, { office: subject.officeName });
  const { agentName: agent, officeName: office } = subject;
  if (agent && office) return intl.formatMessage(messages.recipientAgentOffice, { agent, office });
  if (agent) return agent;
  if (office) return intl.formatMessage(messages.recipientOffice, { office });
  return intl.formatMessage(text.recipientNone);
}

function titleOf(intl: IntlShape, subject: ContactSubject): string {
  if (subject.kind === 'agent') return intl.formatMessage(profileText.title, { name: subject.agentName });
  if (subject.kind === 'office') return intl.formatMessage(profileText.title, { name: subject.officeName });
  return intl.formatMessage(text.title);
}

function introOf(intl: IntlShape, subject: ContactSubject): string {
  if (subject.kind === 'agent') return intl.formatMessage(profileText.introAgent, { agent: subject.agentName });
  if (subject.kind === 'office') return intl.formatMessage(profileText.introOffice, { office: subject.officeName });
  const { agentName: agent, officeName: office } = subject;
  if (agent && office) return intl.formatMessage(messages.introAgentOffice, { agent, office });
  if (agent) return intl.formatMessage(messages.introAgent, { agent });
  if (office) return intl.formatMessage(messages.introOffice, { office });
  return intl.formatMessage(text.introNone);
}

/** The lead's recipient fields: the listing, the agent or the office. */
function recipientIds(subject: ContactSubject): Pick<LeadBody, 'listingId' | 'agentId' | 'officeId'> {
  if (subject.kind === 'agent') return { agentId: subject.agentId };
  if (subject.kind === 'office') return { officeId: subject.officeId };
  return { listingId: subject.listingId };
}

/**
 * Switches between a question and a viewing request. The message follows only while it is still the
 * other preset (or empty): what the visitor wrote is never replaced.
 */
function switchIntent(formik: Formik, viewing: boolean, presets: Record<'contact' | 'viewing', string>) {
  const current = formik.values.message.trim();
  const other = viewing ? presets.contact : presets.viewing;
  void formik.setFieldValue('viewing', viewing);
  if (current === '' || current === other.trim()) {
    void formik.setFieldValue('message', viewing ? presets.viewing : presets.contact);
  }
}

/** Follows the page's `intent` once the form is on screen (its first value is the form's initial one). */
function IntentSync({
  intent,
  formik,
  presets,
}: {
  intent: 'contact' | 'viewing';
  formik: Formik;
  presets: Record<'contact' | 'viewing', string>;
}) {
  const applied = useRef(intent);
  useEffect(() => {
    if (applied.current === intent) return;
    applied.current = intent;
    switchIntent(formik, intent === 'viewing', presets);
  }, [intent, formik, presets]);
  return null;
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
  const presets = { contact: preset(intl, subject, false), viewing: preset(intl, subject, true) };
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
    const lead = listingContactSchema.cast(values);
    const time = lead.preferredViewingTime;
    const note = lead.viewing && time ? intl.formatMessage(messages.viewingNote, { time }) : '';
    const message = [note, lead.message ?? ''].filter(Boolean).join('\n\n');
    await sendLead({
      name: lead.name,
      email: lead.email,
      phone: lead.phone || undefined,
      lookingTo: values.lookingTo,
      message: message || undefined,
      preferredViewingTime: time,
      ...recipientIds(subject),
    }).unwrap();
    setDetails({ name: lead.name, email: lead.email, phone: lead.phone ?? '', lookingTo: values.lookingTo });
    setSent({ name: lead.name, viewing: lead.viewing, time });
  });

  const recipient = recipientOf(intl, subject);

  return (
    <Panel>
      <h2 id={headingId}>{titleOf(intl, subject)}</h2>
      <p>{introOf(intl, subject)}</p>
      {sent ? (
        <Done>
          <Notice
            ref={noticeRef}
            tabIndex={-1}
            live={false}
            tone="success"
            title={intl.formatMessage(sent.viewing ? text.sentTitleViewing : text.sentTitle)}
          >
            {sent.viewing && sent.time
              ? intl.formatMessage(messages.sentViewing, { name: sent.name, recipient, time: sent.time })
              : intl.formatMessage(messages.sent, { name: sent.name, recipient })}
          </Notice>
          <Button
            variant="secondary"
            onClick={() => {
              setSent(null);
              setRound((count) => count + 1);
            }}
          >
            {intl.formatMessage(text.sendAnother)}
          </Button>
        </Done>
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
            <>
              {listing && <IntentSync intent={intent} formik={formik} presets={presets} />}
              <div className="pair">
                <FormField name="name" label={intl.formatMessage(text.name)} autoComplete="name" />
                <FormField name="email" type="email" label={intl.formatMessage(text.email)} autoComplete="email" />
              </div>
              <FormField name="phone" type="tel" label={intl.formatMessage(text.phone)} autoComplete="tel" optional />
              <FormRadioGroup
                name="lookingTo"
                legend={intl.formatMessage(text.lookingTo)}
                inline
                options={[
                  { value: 'buy', label: intl.formatMessage(listing?.rental ? text.rent : text.buy) },
                  { value: 'sell', label: intl.formatMessage(text.sell) },
                ]}
              />
              <FormField
                ref={messageRef}
                name="message"
                type="textarea"
                rows={4}
                label={intl.formatMessage(text.message)}
                optional
              />
              {listing && (
                <>
                  <FormCheckbox
                    name="viewing"
                    label={intl.formatMessage(text.viewing)}
                    onChange={(event) => switchIntent(formik, event.currentTarget.checked, presets)}
                  />
                  <FormRadioGroup
                    name="preferredViewingTime"
                    legend={intl.formatMessage(text.time)}
                    optional={!formik.values.viewing}
                    required={formik.values.viewing}
                    inline
                    options={VIEWING_TIMES.map((time) => ({ value: time, label: intl.formatMessage(text[time]) }))}
                  />
                </>
              )}
              <div>
                <SubmitButton>
                  {intl.formatMessage(formik.values.viewing ? text.submitViewing : text.submit)}
                </SubmitButton>
              </div>
            </>
          )}
        </Form>
      )}
    </Panel>
  );
}
