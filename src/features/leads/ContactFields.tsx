import type { Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { VIEWING_TIMES } from '@/domain/validation';
import { FormCheckbox } from '@/ui/form/FormCheckbox';
import { FormField } from '@/ui/form/FormField';
import { FormRadioGroup } from '@/ui/form/FormRadioGroup';
import { SubmitButton } from '@/ui/form/SubmitButton';
import type { ContactFormik } from './contact-lead';
import type { ContactPresets } from './contact-subject';
import { IntentSync, switchIntent } from './IntentSync';

const text = defineMessages({
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
});

export interface ContactFieldsProps {
  formik: ContactFormik;
  /** A listing's form: it can be a viewing request, and a rental's visitor is looking to rent. */
  listing: { rental: boolean } | null;
  intent: 'contact' | 'viewing';
  presets: ContactPresets;
  messageRef: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/** The contact form's fields and its button; on a listing, the viewing request and its preferred time. */
export function ContactFields({ formik, listing, intent, presets, messageRef }: ContactFieldsProps) {
  const intl = useIntl();
  return (
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
        <SubmitButton>{intl.formatMessage(formik.values.viewing ? text.submitViewing : text.submit)}</SubmitButton>
      </div>
    </>
  );
}
