import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import {
  BUSINESS_TYPES,
  businessTypeMessages,
  normaliseFilters,
  PRICE_TYPES,
  type BusinessType,
  type SearchFilters,
} from '@/domain/filters';
import {
  COMMERCIAL_TOGGLES,
  propertyCategoryMessages,
  RESIDENTIAL_TOGGLES,
  type PropertyTypeToggle,
} from '@/domain/listing-types';
import type { SiteCategory } from '@/domain/site';
import { buttonStyles } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { Dialog } from '@/ui/Dialog';
import { Field } from '@/ui/Field';
import { Select } from '@/ui/Select';

const m = defineMessages({
  title: { id: 'filters.title', defaultMessage: 'Filters' },
  apply: { id: 'filters.apply', defaultMessage: 'Show results' },
  reset: { id: 'filters.reset', defaultMessage: 'Clear all' },
  close: { id: 'filters.close', defaultMessage: 'Close' },
  min: { id: 'filters.min', defaultMessage: 'Minimum' },
  max: { id: 'filters.max', defaultMessage: 'Maximum' },
  any: { id: 'filters.any', defaultMessage: 'Any' },
  propertyType: { id: 'filters.property-type', defaultMessage: 'Property type' },
  businessTypes: { id: 'filters.business-types', defaultMessage: 'Business type' },
  keywords: { id: 'filters.keywords', defaultMessage: 'Keywords' },
  price: { id: 'filters.price', defaultMessage: 'Price ($)' },
  priceType: { id: 'filters.price-type', defaultMessage: 'Price shown' },
  priceRegular: { id: 'filters.price-type.regular', defaultMessage: 'Total price' },
  pricePerSqftOption: { id: 'filters.price-type.per-sqft', defaultMessage: 'Price per square foot' },
  pricePerSqft: { id: 'filters.price-per-sqft', defaultMessage: 'Price per square foot ($)' },
  beds: { id: 'filters.beds', defaultMessage: 'Bedrooms' },
  baths: { id: 'filters.baths', defaultMessage: 'Bathrooms' },
  sqft: { id: 'filters.sqft', defaultMessage: 'Living area (sq ft)' },
  lotSize: { id: 'filters.lot-size', defaultMessage: 'Lot size (sq ft)' },
  totalAcres: { id: 'filters.total-acres', defaultMessage: 'Land (acres)' },
  commercialSqft: { id: 'filters.commercial-sqft', defaultMessage: 'Commercial space (sq ft)' },
  units: { id: 'filters.units', defaultMessage: 'Units' },
  parkingSpaces: { id: 'filters.parking', defaultMessage: 'Parking spaces' },
  stories: { id: 'filters.stories', defaultMessage: 'Storeys' },
  yearBuilt: { id: 'filters.year-built', defaultMessage: 'Year built' },
  more: { id: 'filters.more', defaultMessage: 'More' },
  minImages: { id: 'filters.min-images', defaultMessage: 'At least this many photos' },
  updatedInLastNumDays: { id: 'filters.updated-days', defaultMessage: 'Updated in the last (days)' },
  listedSinceDays: { id: 'filters.listed-since', defaultMessage: 'Listed in the last (days, 0 for any)' },
  featuredListings: { id: 'filters.featured', defaultMessage: 'Featured listings' },
  featuredLuxury: { id: 'filters.featured-luxury', defaultMessage: 'Featured luxury listings' },
  ownBrandListingsOnly: { id: 'filters.own-brand', defaultMessage: 'Listed by our agents only' },
  comingSoon: { id: 'filters.coming-soon', defaultMessage: 'Coming soon' },
  rentalsOnly: { id: 'filters.rentals-only', defaultMessage: 'Rentals only' },
  hasOpenHouse: { id: 'filters.open-house', defaultMessage: 'Open house' },
  hasVirtualOpenHouse: { id: 'filters.virtual-open-house', defaultMessage: 'Virtual open house' },
  virtualTourOnly: { id: 'filters.virtual-tour', defaultMessage: 'Virtual tour' },
  commercialOnly: { id: 'filters.commercial-only', defaultMessage: 'Commercial only' },
  luxuryOnly: { id: 'filters.luxury-only', defaultMessage: 'Luxury only' },
});

/** Min/max pairs, each a pair of filter names and a label. */
const RANGES: readonly { label: keyof typeof m; min: TextFilter; max: TextFilter; commercial?: boolean }[] = [
  { label: 'price', min: 'priceMin', max: 'priceMax' },
  { label: 'pricePerSqft', min: 'pricePerSqftMin', max: 'pricePerSqftMax' },
  { label: 'beds', min: 'bedsMin', max: 'bedsMax' },
  { label: 'baths', min: 'bathsMin', max: 'bathsMax' },
  { label: 'sqft', min: 'sqftMin', max: 'sqftMax' },
  { label: 'lotSize', min: 'lotSizeMin', max: 'lotSizeMax' },
  { label: 'totalAcres', min: 'totalAcresMin', max: 'totalAcresMax' },
  { label: 'commercialSqft', min: 'commercialSqftMin', max: 'commercialSqftMax', commercial: true },
  { label: 'units', min: 'unitsMin', max: 'unitsMax' },
  { label: 'parkingSpaces', min: 'parkingSpacesMin', max: 'parkingSpacesMax' },
  { label: 'stories', min: 'storiesMin', max: 'storiesMax' },
  { label: 'yearBuilt', min: 'yearBuiltMin', max: 'yearBuiltMax' },
];

const NUMBERS = ['minImages', 'updatedInLastNumDays', 'listedSinceDays'] as const satisfies readonly TextFilter[];
const SWITCHES = [
  'hasOpenHouse',
  'hasVirtualOpenHouse',
  'virtualTourOnly',
  'comingSoon',
  'rentalsOnly',
  'featuredListings',
  'featuredLuxury',
  'ownBrandListingsOnly',
  'luxuryOnly',
  'commercialOnly',
] as const satisfies readonly BooleanFilter[];

const Form = styled.form`
  display: grid;
  grid-template-rows: auto 1fr auto;
  height: 100%;
  header,
  footer {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  footer {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    border-bottom: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  button {
    ${buttonStyles.secondary};
  }
  button[type='submit'] {
    ${buttonStyles.primary};
  }
`;

const Scroll = styled.div`
  overflow: auto;
  padding: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  .pair {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(2)};
  }
  .checks {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: ${({ theme }) => theme.space(1)};
  }
`;

interface FilterPanelProps {
  open: boolean;
  onClose: () => void;
  filters: SearchFilters;
  category: SiteCategory;
  onApply: (filters: SearchFilters) => void;
}

/**
 * What the visitor is editing: the domain's filters as form values (numbers as the text typed, so a
 * half-typed value is kept), typed by filter name. The domain turns it back into filters on apply.
 */
export type FilterDraft = {
  [K in keyof SearchFilters]?: NonNullable<SearchFilters[K]> extends number
    ? string
    : NonNullable<SearchFilters[K]> extends readonly (infer T)[]
      ? T[]
      : NonNullable<SearchFilters[K]>;
};

/** The draft's keys whose values are of type V. */
type KeysOf<V> = Exclude<
  { [K in keyof FilterDraft]-?: NonNullable<FilterDraft[K]> extends V ? K : never }[keyof FilterDraft],
  undefined
>;
/** Filters the draft holds as text: typed numbers, keywords, the price type. */
type TextFilter = KeysOf<string>;
type BooleanFilter = KeysOf<boolean>;

function toDraft(filters: SearchFilters): FilterDraft {
  const draft: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    draft[name] = typeof value === 'number' ? String(value) : Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  return draft;
}

/**
 * Every search filter and property-type toggle of spec §3, in a drawer. Nothing changes until the
 * visitor asks for the results, and what they typed is kept when they close it.
 */
export function FilterPanel({ open, onClose, filters, category, onApply }: FilterPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const [draft, setDraft] = useState<FilterDraft>(() => toDraft(filters));
  // When the search changes outside the panel (back, forward, a link), the draft follows it.
  const filtersKey = JSON.stringify(filters);
  const [seenKey, setSeenKey] = useState(filtersKey);
  if (seenKey !== filtersKey) {
    setSeenKey(filtersKey);
    setDraft(toDraft(filters));
  }
  const label = (key: keyof typeof m) => intl.formatMessage(m[key] as MessageDescriptor);
  const set = <K extends keyof FilterDraft>(name: K, value: FilterDraft[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));
  const toggles: readonly PropertyTypeToggle[] = category === 'commercial' ? COMMERCIAL_TOGGLES : RESIDENTIAL_TOGGLES;
  const chosenTypes = draft.businessTypeSet ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The domain drops empty values and converts the rest to numbers and booleans.
    onApply(normaliseFilters(draft));
  };

  const checkbox = (name: BooleanFilter, text: string) => (
    <Checkbox key={name} label={text} checked={draft[name] === true} onChange={(e) => set(name, e.target.checked)} />
  );

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} variant="drawer">
      <Form onSubmit={submit} onReset={() => setDraft({})} noValidate>
        <header>
          <h2 id={titleId}>{label('title')}</h2>
          <button type="button" onClick={onClose}>
            {label('close')}
          </button>
        </header>
        <Scroll>
          <Field
            label={label('keywords')}
            value={draft.keywords ?? ''}
            onChange={(e) => set('keywords', e.target.value)}
          />
          <fieldset>
            <legend>{label('propertyType')}</legend>
            <div className="checks">
              {toggles.map((t) => checkbox(t, intl.formatMessage(propertyCategoryMessages[t])))}
            </div>
          </fieldset>
          {category === 'commercial' && (
            <fieldset>
              <legend>{label('businessTypes')}</legend>
              <div className="checks">
                {BUSINESS_TYPES.map((type: BusinessType) => (
                  <Checkbox
                    key={type}
                    label={intl.formatMessage(businessTypeMessages[type])}
                    checked={chosenTypes.includes(type)}
                    onChange={(e) =>
                      set(
                        'businessTypeSet',
                        e.target.checked ? [...chosenTypes, type] : chosenTypes.filter((t) => t !== type),
                      )
                    }
                  />
                ))}
              </div>
            </fieldset>
          )}
          <Select
            label={label('priceType')}
            value={draft.priceType ?? String(PRICE_TYPES.regular)}
            onChange={(e) => set('priceType', e.target.value)}
            options={[
              { value: String(PRICE_TYPES.regular), label: label('priceRegular') },
              { value: String(PRICE_TYPES.perSquareFoot), label: label('pricePerSqftOption') },
            ]}
          />
          {RANGES.filter((r) => !r.commercial || category === 'commercial').map((range) => (
            <fieldset key={range.label}>
              <legend>{label(range.label)}</legend>
              <div className="pair">
                {([range.min, range.max] as const).map((name, i) => (
                  <Field
                    key={name}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    label={label(i === 0 ? 'min' : 'max')}
                    value={draft[name] ?? ''}
                    placeholder={label('any')}
                    onChange={(e) => set(name, e.target.value)}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <fieldset>
            <legend>{label('more')}</legend>
            <div className="checks">{SWITCHES.map((name) => checkbox(name, label(name)))}</div>
            {NUMBERS.map((name) => (
              <Field
                key={name}
                type="number"
                inputMode="numeric"
                min="0"
                label={label(name)}
                value={draft[name] ?? ''}
                onChange={(e) => set(name, e.target.value)}
              />
            ))}
          </fieldset>
        </Scroll>
        <footer>
          <button type="reset">{label('reset')}</button>
          <button type="submit">{label('apply')}</button>
        </footer>
      </Form>
    </Dialog>
  );
}
