import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import { emailShareSchema, type EmailShareValues } from '@/domain/validation';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { Field } from '@/ui/Field';
import { Form } from '@/ui/form/Form';
import { FormField } from '@/ui/form/FormField';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { Notice } from '@/ui/Notice';
import { failureMessages } from './lead-messages';
import { useShareListingMutation } from './leads-endpoints';
import type { SharedListing } from './ShareListing';
import { useSingleFlight } from './use-single-flight';

const text = defineMessages({
  title: { id: 'leads.share.title', defaultMessage: 'Share this property' },
  link: { id: 'leads.share.link', defaultMessage: 'Link to this property' },
  copy: { id: 'leads.share.copy', defaultMessage: 'Copy link' },
  copied: { id: 'leads.share.copied', defaultMessage: 'Link copied' },
  copyFailed: {
    id: 'leads.share.copy-failed',
    defaultMessage: 'The link couldn’t be copied automatically. It’s selected: copy it with your keyboard or menu.',
  },
  byEmail: { id: 'leads.share.by-email', defaultMessage: 'Send it by e-mail' },
  recipient: { id: 'leads.share.recipient', defaultMessage: 'Recipient’s e-mail' },
  sender: { id: 'leads.share.sender', defaultMessage: 'Your e-mail' },
  subject: { id: 'leads.share.subject', defaultMessage: 'Subject' },
  message: { id: 'leads.share.message', defaultMessage: 'Message' },
  submit: { id: 'leads.share.submit', defaultMessage: 'Send' },
  sentTitle: { id: 'leads.share.sent.title', defaultMessage: 'E-mail sent' },
  another: { id: 'leads.share.another', defaultMessage: 'Send to someone else' },
  done: { id: 'leads.share.done', defaultMessage: 'Done' },
});

const messages = defineMessages<{
  subject: { address: string; city: string; brand: string };
  body: { url: string; brand: string };
  sent: { recipient: string };
}>({
  subject: { id: 'leads.share.subject.preset', defaultMessage: '{address}, {city} on {brand}' },
  body: {
    id: 'leads.share.message.preset',
    defaultMessage: 'I found this property on {brand} and thought you might like it: {url}',
  },
  sent: { id: 'leads.share.sent', defaultMessage: 'We’ve sent a link to this property to {recipient}.' },
});

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  form {
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const LinkRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
`;

const CopyStatus = styled.p`
  min-height: 1.5em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface ShareListingDialogProps {
  open: boolean;
  onClose: () => void;
  listing: SharedListing;
  /** Where focus goes back when the dialog closes (the Share button). */
  finalFocusRef?: RefObject<HTMLElement | null>;
}

type CopyResult = 'copied' | 'failed' | null;

/** The clipboard API, else the selected text of the link field through the legacy copy command. */
async function copyLink(url: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(url);
      return true;
    }
  } catch {
    // Refused (no permission, insecure origin): try the selection instead.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}

/** The share dialog: copy the link, or send it by e-mail (spec §3 e-mail share, POST leads/share). */
export function ShareListingDialog({ open, onClose, listing, finalFocusRef }: ShareListingDialogProps) {
  const intl = useIntl();
  const headingId = useId();
  const [shareListing] = useShareListingMutation();
  const [copy, setCopy] = useState<CopyResult>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [sender, setSender] = useState('');
  const linkRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const recipientRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  useEffect(() => {
    if (sentTo) noticeRef.current?.focus();
    else if (round > 0) recipientRef.current?.focus();
  }, [sentTo, round]);

  const initialValues: EmailShareValues = {
    recipientEmail: '',
    senderEmail: sender,
    subject: intl.formatMessage(messages.subject, { address: listing.address, city: listing.city, brand: brand.name }),
    message: intl.formatMessage(messages.body, { url: listing.url, brand: brand.name }),
  };

  // A closed dialog starts over next time: no stale "sent" or "copied".
  const close = () => {
    setCopy(null);
    setSentTo(null);
    onClose();
  };

  const submit = useSingleFlight(async (values: EmailShareValues) => {
    const share = emailShareSchema.cast(values);
    await shareListing({
      recipientEmail: share.recipientEmail,
      senderEmail: share.senderEmail,
      subject: share.subject,
      message: share.message || undefined,
      listingId: listing.listingId,
    }).unwrap();
    setSender(share.senderEmail);
    setSentTo(share.recipientEmail);
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      variant="sheet"
      title={intl.formatMessage(text.title)}
      finalFocusRef={finalFocusRef}
    >
      <Body>
        <div>
          <LinkRow>
            <Field
              ref={linkRef}
              label={intl.formatMessage(text.link)}
              value={listing.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              ref={copyRef}
              variant="secondary"
              onClick={() => {
                const field = linkRef.current instanceof HTMLInputElement ? linkRef.current : null;
                void copyLink(listing.url, field).then((copied) => {
                  setCopy(copied ? 'copied' : 'failed');
                  // After the legacy copy, focus goes back to the button; on failure the link stays selected.
                  if (copied) copyRef.current?.focus();
                });
              }}
            >
              {intl.formatMessage(text.copy)}
            </Button>
          </LinkRow>
          <CopyStatus role="status">
            {copy === 'copied'
              ? intl.formatMessage(text.copied)
              : copy === 'failed'
                ? intl.formatMessage(text.copyFailed)
                : ''}
          </CopyStatus>
        </div>
        <Section aria-labelledby={headingId}>
          <h3 id={headingId}>{intl.formatMessage(text.byEmail)}</h3>
          {sentTo ? (
            <>
              <Notice
                ref={noticeRef}
                tabIndex={-1}
                live={false}
                tone="success"
                title={intl.formatMessage(text.sentTitle)}
              >
                {intl.formatMessage(messages.sent, { recipient: sentTo })}
              </Notice>
              <Actions>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSentTo(null);
                    setRound((count) => count + 1);
                  }}
                >
                  {intl.formatMessage(text.another)}
                </Button>
                <Button onClick={close}>{intl.formatMessage(text.done)}</Button>
              </Actions>
            </>
          ) : (
            <Form<EmailShareValues>
              key={round}
              initialValues={initialValues}
              validationSchema={emailShareSchema}
              aria-labelledby={headingId}
              errorTitle={failureMessages.title}
              errorMessage={failureMessages.share}
              onSubmit={submit}
            >
              <FormField
                ref={recipientRef}
                name="recipientEmail"
                type="email"
                label={intl.formatMessage(text.recipient)}
                autoComplete="off"
              />
              <FormField name="senderEmail" type="email" label={intl.formatMessage(text.sender)} autoComplete="email" />
              <FormField name="subject" label={intl.formatMessage(text.subject)} />
              <FormField name="message" type="textarea" rows={4} label={intl.formatMessage(text.message)} optional />
              <div>
                <SubmitButton>{intl.formatMessage(text.submit)}</SubmitButton>
              </div>
            </Form>
          )}
        </Section>
      </Body>
    </Dialog>
  );
}
