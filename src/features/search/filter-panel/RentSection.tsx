import { useIntl } from 'react-intl';
import { LEASE_TERMS, calendarDay, isLeaseTerm, leaseTermMessages } from '@/domain/rent';
import { Field } from '@/ui/Field';
import { Select } from '@/ui/Select';
import { filterMessages } from '../filter-labels';
import type { DraftProps } from '../use-filter-draft';
import { DraftCheckbox } from './DraftFields';
import { FilterSection } from './FilterSection';

/**
 * What a renter asks (realtor.ca, Zillow and Centris ask the same): pets, furnished, the lease term and the
 * day they can move in. Shown on a rent search only; parking is with the property's facts.
 */
export function RentSection({ draft, onChange }: DraftProps) {
  const intl = useIntl();
  const fields = { draft, onChange };
  return (
    <FilterSection title={intl.formatMessage(filterMessages.rentTerms)}>
      <div className="checks">
        <DraftCheckbox {...fields} name="petsAllowed" label={intl.formatMessage(filterMessages.petsAllowed)} />
        <DraftCheckbox {...fields} name="furnished" label={intl.formatMessage(filterMessages.furnished)} />
      </div>
      <Select
        label={intl.formatMessage(filterMessages.leaseTerm)}
        placeholder={intl.formatMessage(filterMessages.any)}
        options={LEASE_TERMS.map((term) => ({ value: term, label: intl.formatMessage(leaseTermMessages[term]) }))}
        value={draft.leaseTerm ?? ''}
        onChange={(e) => onChange({ leaseTerm: isLeaseTerm(e.target.value) ? e.target.value : undefined })}
      />
      <Field
        type="date"
        label={intl.formatMessage(filterMessages.moveInBy)}
        value={draft.moveInBy ?? ''}
        onChange={(e) => onChange({ moveInBy: calendarDay(e.target.value) })}
      />
    </FilterSection>
  );
}
