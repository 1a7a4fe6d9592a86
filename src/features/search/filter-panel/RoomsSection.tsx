import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { RadioGroup } from '@/ui/RadioGroup';
import { Select } from '@/ui/Select';
import { BATH_CHOICES, BED_CHOICES, filterMessages, withCurrent } from '../filter-labels';
import { numeric, type DraftProps, type TextFilter } from '../use-filter-draft';
import { FilterSection } from './FilterSection';

type NoValues = Record<string, never>;

const m = defineMessages<{
  rooms: NoValues;
  bedsMax: NoValues;
  bathsMax: NoValues;
}>({
  rooms: { id: 'filters.section.rooms', defaultMessage: 'Rooms' },
  bedsMax: { id: 'filters.beds.max', defaultMessage: 'Maximum bedrooms' },
  bathsMax: { id: 'filters.baths.max', defaultMessage: 'Maximum bathrooms' },
});

const BEDS_MAX_CHOICES = [1, 2, 3, 4, 5, 6] as const;
const BATHS_MAX_CHOICES = [1, 2, 3, 4, 5] as const;

interface CountProps extends DraftProps {
  label: string;
  name: TextFilter;
  choices: readonly number[];
}

/** "Any, 1+, 2+…" as radios, setting a minimum count. */
function MinCountRadios({ draft, onChange, label, name, choices }: CountProps) {
  const intl = useIntl();
  const groupName = useId();
  const count = numeric(draft[name]);
  return (
    <RadioGroup
      legend={label}
      name={`${groupName}-${name}`}
      inline
      options={[
        { value: '', label: intl.formatMessage(filterMessages.any) },
        ...withCurrent(choices, count).map((n) => ({
          value: String(n),
          label: intl.formatMessage(filterMessages.countPlus, { count: n }),
        })),
      ]}
      value={count === undefined ? '' : String(count)}
      onChange={(value) => onChange({ [name]: value })}
    />
  );
}

/** A maximum count, no lower than the chosen minimum. */
function MaxCountSelect({ draft, onChange, label, name, minName, choices }: CountProps & { minName: TextFilter }) {
  const intl = useIntl();
  const low = numeric(draft[minName]);
  const count = numeric(draft[name]);
  return (
    <Select
      label={label}
      value={count === undefined ? '' : String(count)}
      placeholder={intl.formatMessage(filterMessages.noMax)}
      options={withCurrent(choices, count).map((n) => ({
        value: String(n),
        label: intl.formatNumber(n),
        disabled: low !== undefined && n < low,
      }))}
      onChange={(e) => onChange({ [name]: e.target.value })}
    />
  );
}

/** Bedrooms and bathrooms, each a minimum and a maximum (not offered on commercial). */
export function RoomsSection({ draft, onChange }: DraftProps) {
  const intl = useIntl();
  const fields = { draft, onChange };
  return (
    <FilterSection title={intl.formatMessage(m.rooms)}>
      <MinCountRadios
        {...fields}
        label={intl.formatMessage(filterMessages.beds)}
        name="bedsMin"
        choices={BED_CHOICES}
      />
      <MaxCountSelect
        {...fields}
        label={intl.formatMessage(m.bedsMax)}
        name="bedsMax"
        minName="bedsMin"
        choices={BEDS_MAX_CHOICES}
      />
      <MinCountRadios
        {...fields}
        label={intl.formatMessage(filterMessages.baths)}
        name="bathsMin"
        choices={BATH_CHOICES}
      />
      <MaxCountSelect
        {...fields}
        label={intl.formatMessage(m.bathsMax)}
        name="bathsMax"
        minName="bathsMin"
        choices={BATHS_MAX_CHOICES}
      />
    </FilterSection>
  );
}
