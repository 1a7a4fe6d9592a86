import { defineMessages, useIntl } from 'react-intl';
import { Select } from '@/ui/Select';
import { DAY_CHOICES, filterMessages, PHOTO_CHOICES, withCurrent } from '../filter-labels';
import { numeric, type DraftProps } from '../use-filter-draft';
import { DraftCheckbox } from './DraftFields';
import { FilterSection } from './FilterSection';

type NoValues = Record<string, never>;

const m = defineMessages<{
  status: NoValues;
  listed: NoValues;
  updated: NoValues;
  anyTime: NoValues;
  inLastDays: { days: number };
  photos: NoValues;
}>({
  status: { id: 'filters.section.status', defaultMessage: 'Listing status' },
  listed: { id: 'filters.listed', defaultMessage: 'Listed' },
  updated: { id: 'filters.updated', defaultMessage: 'Updated' },
  anyTime: { id: 'filters.any-time', defaultMessage: 'Any time' },
  inLastDays: {
    id: 'filters.in-last-days',
    defaultMessage: '{days, plural, one {In the last 24 hours} other {In the last # days}}',
  },
  photos: { id: 'filters.photos', defaultMessage: 'Photos' },
});

const STATUS_FLAGS = ['hasOpenHouse', 'hasVirtualOpenHouse', 'virtualTourOnly', 'comingSoon'] as const;

/** "Any time" or "In the last N days"; zero days means any time (spec §9). */
function DaysSelect({
  draft,
  onChange,
  label,
  name,
}: DraftProps & { label: string; name: 'listedSinceDays' | 'updatedInLastNumDays' }) {
  const intl = useIntl();
  const days = numeric(draft[name]) || undefined;
  return (
    <Select
      label={label}
      value={days === undefined ? '' : String(days)}
      placeholder={intl.formatMessage(m.anyTime)}
      options={withCurrent(DAY_CHOICES, days).map((n) => ({
        value: String(n),
        label: intl.formatMessage(m.inLastDays, { days: n }),
      }))}
      onChange={(e) => onChange({ [name]: e.target.value })}
    />
  );
}

/** Open houses and tours, how recently the listing was listed or updated, and how many photos it has. */
export function StatusSection({ draft, onChange }: DraftProps) {
  const intl = useIntl();
  const fields = { draft, onChange };
  // Zero photos asks for nothing, so it shows as "Any" like an empty value.
  const photos = numeric(draft.minImages) || undefined;
  return (
    <FilterSection title={intl.formatMessage(m.status)}>
      <div className="checks">
        {STATUS_FLAGS.map((name) => (
          <DraftCheckbox key={name} {...fields} name={name} label={intl.formatMessage(filterMessages[name])} />
        ))}
      </div>
      <DaysSelect {...fields} label={intl.formatMessage(m.listed)} name="listedSinceDays" />
      <DaysSelect {...fields} label={intl.formatMessage(m.updated)} name="updatedInLastNumDays" />
      <Select
        label={intl.formatMessage(m.photos)}
        value={photos === undefined ? '' : String(photos)}
        placeholder={intl.formatMessage(filterMessages.any)}
        options={withCurrent(PHOTO_CHOICES, photos).map((n) => ({
          value: String(n),
          label: intl.formatMessage(filterMessages.minImages, { count: n }),
        }))}
        onChange={(e) => onChange({ minImages: e.target.value })}
      />
    </FilterSection>
  );
}
