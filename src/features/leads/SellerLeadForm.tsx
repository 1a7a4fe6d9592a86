import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { sellerLeadSchema, type SellerLeadValues } from '@/domain/validation';
import { Form } from '@/ui/form/Form';
import { FormField } from '@/ui/form/FormField';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { Notice } from '@/ui/Notice';
import { useSendLeadMutation } from './leads-endpoints';

const messages = defineMessages<{ sent: { name: string } }>({
  sent: {
    id: 'leads.seller.sent',
    defaultMessage: 'Thank you, {name}. A local agent will get in touch within one business day.',
  },
});

const text = defineMessages({
  title: { id: 'leads.seller.title', defaultMessage: 'Thinking of selling?' },
  body: {
    id: 'leads.seller.body',
    defaultMessage:
      'Tell us about your property and a local agent will tell you what it could sell for, with recent sales nearby. It’s free, with no obligation.',
  },
  address: { id: 'leads.seller.address', defaultMessage: 'Property address' },
  addressHint: { id: 'leads.seller.address.hint', defaultMessage: 'Street address and city' },
  name: { id: 'leads.seller.name', defaultMessage: 'Your name' },
  email: { id: 'leads.seller.email', defaultMessage: 'E-mail' },
  phone: { id: 'leads.seller.phone', defaultMessage: 'Phone' },
  submit: { id: 'leads.seller.submit', defaultMessage: 'Ask a local agent' },
  sentTitle: { id: 'leads.seller.sent.title', defaultMessage: 'Request sent' },
});

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  form {
    gap: ${({ theme }) => theme.space(3)};
    /* Labels sit over their fields, whatever alignment the hero around the panel uses. */
    text-align: start;
  }
  .pair {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
`;

const initialValues: SellerLeadValues = { address: '', name: '', email: '', phone: '' };

/**
 * The home page's Sell tab: a seller asks a local agent about their property (spec §3 contact lead,
 * looking to sell), the way a seller starts on the big portals before an estimator exists here.
 */
export function SellerLeadForm() {
  const intl = useIntl();
  const titleId = useId();
  const [sendLead] = useSendLeadMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <Panel>
      <h2 id={titleId}>{intl.formatMessage(text.title)}</h2>
      <p>{intl.formatMessage(text.body)}</p>
      {sentTo ? (
        <Notice tone="success" title={intl.formatMessage(text.sentTitle)}>
          {intl.formatMessage(messages.sent, { name: sentTo })}
        </Notice>
      ) : (
        <Form
          initialValues={initialValues}
          validationSchema={sellerLeadSchema}
          aria-labelledby={titleId}
          onSubmit={async (values) => {
            const lead = sellerLeadSchema.cast(values);
            await sendLead({
              name: lead.name,
              email: lead.email,
              phone: lead.phone || undefined,
              lookingTo: 'sell',
              message: lead.address,
            }).unwrap();
            setSentTo(lead.name);
          }}
        >
          <FormField
            name="address"
            label={intl.formatMessage(text.address)}
            hint={intl.formatMessage(text.addressHint)}
            autoComplete="street-address"
          />
          <div className="pair">
            <FormField name="name" label={intl.formatMessage(text.name)} autoComplete="name" />
            <FormField name="email" type="email" label={intl.formatMessage(text.email)} autoComplete="email" />
          </div>
          <FormField name="phone" type="tel" label={intl.formatMessage(text.phone)} autoComplete="tel" optional />
          <div>
            <SubmitButton>{intl.formatMessage(text.submit)}</SubmitButton>
          </div>
        </Form>
      )}
    </Panel>
  );
}
