import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { profileText } from './messages';

const PHONE_KINDS = ['direct', 'phone', 'mobile', 'fax'] as const;
type PhoneKind = (typeof PHONE_KINDS)[number];
export interface Phone {
  kind: PhoneKind;
  number: string;
}

/** A profile's phones that have a number, in the order the profiles show them. */
export function listPhones(phones: Partial<Record<PhoneKind, string | null>>): Phone[] {
  return PHONE_KINDS.map((kind) => ({ kind, number: phones[kind] })).filter((phone): phone is Phone =>
    Boolean(phone.number?.trim()),
  );
}

/** `tel:` wants digits and a leading plus at most. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The phones as label and `tel:` link pairs, for a `Facts` list (alone or among other facts). */
export function PhoneRows({ phones }: { phones: readonly Phone[] }) {
  const intl = useIntl();
  return phones.map((phone) => (
    <Fragment key={phone.kind}>
      <dt>{intl.formatMessage(profileText[phone.kind])}</dt>
      <dd>
        <a href={telHref(phone.number)}>{phone.number}</a>
      </dd>
    </Fragment>
  ));
}
