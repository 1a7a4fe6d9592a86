import type { Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import type { ViewingTime } from './contact-lead';

const text = defineMessages({
  sentTitle: { id: 'leads.contact.sent.title', defaultMessage: 'Message sent' },
  sentTitleViewing: { id: 'leads.contact.sent.title.viewing', defaultMessage: 'Viewing request sent' },
  sendAnother: { id: 'leads.contact.send-another', defaultMessage: 'Send another message' },
});

const messages = defineMessages<{
  sent: { name: string; recipient: string };
  sentViewing: { name: string; recipient: string; time: string };
}>({
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

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
`;

/** What was sent, for the thanks that follow. */
export interface Sent {
  name: string;
  viewing: boolean;
  time: ViewingTime | undefined;
}

export interface ContactSentProps {
  sent: Sent;
  /** Who reads the message, as the start of a sentence. */
  recipient: string;
  noticeRef: Ref<HTMLDivElement>;
  onSendAnother: () => void;
}

/** The thanks once a message or a viewing request is sent, and the way to send another. */
export function ContactSent({ sent, recipient, noticeRef, onSendAnother }: ContactSentProps) {
  const intl = useIntl();
  return (
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
      <Button variant="secondary" onClick={onSendAnother}>
        {intl.formatMessage(text.sendAnother)}
      </Button>
    </Done>
  );
}
