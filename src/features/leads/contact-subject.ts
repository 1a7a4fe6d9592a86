import { defineMessages, type IntlShape } from 'react-intl';

const text = defineMessages({
  title: { id: 'leads.contact.title', defaultMessage: 'Contact an agent' },
  introNone: {
    id: 'leads.contact.intro.none',
    defaultMessage: 'Ask the listing agent a question about this property, or ask to visit it.',
  },
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
});

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

/** The message the form starts with: a question, or a viewing request. */
export type ContactPresets = Record<'contact' | 'viewing', string>;

function preset(intl: IntlShape, subject: ContactSubject, viewing: boolean): string {
  if (subject.kind === 'agent') return intl.formatMessage(profileText.presetAgent, { agent: subject.agentName });
  if (subject.kind === 'office') return intl.formatMessage(profileText.presetOffice, { office: subject.officeName });
  const values = { address: subject.address, city: subject.city };
  return intl.formatMessage(viewing ? messages.presetViewing : messages.preset, values);
}

export function presetsOf(intl: IntlShape, subject: ContactSubject): ContactPresets {
  return { contact: preset(intl, subject, false), viewing: preset(intl, subject, true) };
}

/** Who reads the message, as the start of a sentence: the agent, the office, or the listing agent. */
export function recipientOf(intl: IntlShape, subject: ContactSubject): string {
  if (subject.kind === 'agent') return subject.agentName;
  if (subject.kind === 'office') return intl.formatMessage(messages.recipientOffice, { office: subject.officeName });
  const { agentName: agent, officeName: office } = subject;
  if (agent && office) return intl.formatMessage(messages.recipientAgentOffice, { agent, office });
  if (agent) return agent;
  if (office) return intl.formatMessage(messages.recipientOffice, { office });
  return intl.formatMessage(text.recipientNone);
}

export function titleOf(intl: IntlShape, subject: ContactSubject): string {
  if (subject.kind === 'agent') return intl.formatMessage(profileText.title, { name: subject.agentName });
  if (subject.kind === 'office') return intl.formatMessage(profileText.title, { name: subject.officeName });
  return intl.formatMessage(text.title);
}

export function introOf(intl: IntlShape, subject: ContactSubject): string {
  if (subject.kind === 'agent') return intl.formatMessage(profileText.introAgent, { agent: subject.agentName });
  if (subject.kind === 'office') return intl.formatMessage(profileText.introOffice, { office: subject.officeName });
  const { agentName: agent, officeName: office } = subject;
  if (agent && office) return intl.formatMessage(messages.introAgentOffice, { agent, office });
  if (agent) return intl.formatMessage(messages.introAgent, { agent });
  if (office) return intl.formatMessage(messages.introOffice, { office });
  return intl.formatMessage(text.introNone);
}
