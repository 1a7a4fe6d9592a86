import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import {
  BUSINESS_TYPES,
  businessTypeMessages,
  normaliseFilters,
  PRICE_TYPES,
  type BusinessType,
  type FilterName,
  type SearchFilters,
} from '@/domain/filters';
import { COMMERCIAL_TOGGLES, RESIDENTIAL_TOGGLES, type PropertyTypeToggle } from '@/domain/listing-types';
import type { SiteCategory } from '@/domain/site';
import { buttonStyles } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';

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
  house: { id: 'filters.toggle.house', defaultMessage: 'House' },
  townhouse: { id: 'filters.toggle.townhouse', defaultMessage: 'Townhouse' },
  condo: { id: 'filters.toggle.condo', defaultMessage: 'Condo' },
  rental: { id: 'filters.toggle.rental', defaultMessage: 'Rental' },
  land: { id: 'filters.toggle.land', defaultMessage: 'Land' },
  farm: { id: 'filters.toggle.farm', defaultMessage: 'Farm' },
  duplex: { id: 'filters.toggle.duplex', defaultMessage: 'Duplex and multiplex' },
  cottage: { id: 'filters.toggle.cottage', defaultMessage: 'Cottage and recreational' },
  other: { id: 'filters.toggle.other', defaultMessage: 'Other' },
  commercial: { id: 'filters.toggle.commercial', defaultMessage: 'Commercial' },
  commercialLease: { id: 'filters.toggle.commercial-lease', defaultMessage: 'Commercial lease' },
  vacantLand: { id: 'filters.toggle.vacant-land', defaultMessage: 'Vacant land' },
  hotelResort: { id: 'filters.toggle.hotel-resort', defaultMessage: 'Hotel and resort' },
  businessOpportunity: { id: 'filters.toggle.business', defaultMessage: 'Business opportunity' },
});

/** Min/max pairs, each a pair of filter names and a label. */
const RANGES: readonly { label: keyof typeof m; min: FilterName; max: FilterName; commercial?: boolean }[] = [
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

const NUMBERS = ['minImages', 'updatedInLastNumDays', 'listedSinceDays'] as const;
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
] as const;

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
  input[type='number'],
  input[type='text'],
  select {
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  .pair {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(2)};
  }
  .pair label,
  .field {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .checks {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: ${({ theme }) => theme.space(1)};
  }
  .checks label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
  .checks input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

interface FilterPanelProps {
  open: boolean;
  onClose: () => void;
  filters: SearchFilters;
  category: SiteCategory;
  onApply: (filters: SearchFilters) => void;
}

type Draft = Record<string, string | boolean | string[]>;

function toDraft(filters: SearchFilters): Draft {
  const draft: Draft = {};
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'boolean') draft[name] = value;
    else if (Array.isArray(value)) draft[name] = value.map(String);
    else if (value !== undefined) draft[name] = String(value);
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
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters));
  // When the search changes outside the panel (back, forward, a link), the draft follows it.
  const filtersKey = JSON.stringify(filters);
  const [seenKey, setSeenKey] = useState(filtersKey);
  if (seenKey !== filtersKey) {
    setSeenKey(filtersKey);
    setDraft(toDraft(filters));
  }
  const label = (key: keyof typeof m) => intl.formatMessage(m[key] as MessageDescriptor);
  const set = (name: string, value: string | boolean | string[]) => setDraft((d) => ({ ...d, [name]: value }));
  const toggles: readonly PropertyTypeToggle[] = category === 'commercial' ? COMMERCIAL_TOGGLES : RESIDENTIAL_TOGGLES;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The domain drops empty values and converts the rest to numbers and booleans.
    onApply(normaliseFilters(draft));
  };

  const checkbox = (name: string, text: string) => (
    <label key={name}>
      <input type="checkbox" checked={draft[name] === true} onChange={(e) => set(name, e.target.checked)} />
      {text}
    </label>
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
          <label className="field">
            {label('keywords')}
            <input
              type="text"
              value={typeof draft.keywords === 'string' ? draft.keywords : ''}
              onChange={(e) => set('keywords', e.target.value)}
            />
          </label>
          <fieldset>
            <legend>{label('propertyType')}</legend>
            <div className="checks">{toggles.map((t) => checkbox(t, label(t)))}</div>
          </fieldset>
          {category === 'commercial' && (
            <fieldset>
              <legend>{label('businessTypes')}</legend>
              <div className="checks">
                {BUSINESS_TYPES.map((type: BusinessType) => {
                  const chosen = Array.isArray(draft.businessTypeSet) ? draft.businessTypeSet : [];
                  return (
                    <label key={type}>
                      <input
                        type="checkbox"
                        checked={chosen.includes(type)}
                        onChange={(e) =>
                          set(
                            'businessTypeSet',
                            e.target.checked ? [...chosen, type] : chosen.filter((t) => t !== type),
                          )
                        }
                      />
                      {intl.formatMessage(businessTypeMessages[type])}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
          <label className="field">
            {label('priceType')}
            <select
              value={typeof draft.priceType === 'string' ? draft.priceType : String(PRICE_TYPES.regular)}
              onChange={(e) => set('priceType', e.target.value)}
            >
              <option value={PRICE_TYPES.regular}>{label('priceRegular')}</option>
              <option value={PRICE_TYPES.perSquareFoot}>{label('pricePerSqftOption')}</option>
            </select>
          </label>
          {RANGES.filter((r) => !r.commercial || category === 'commercial').map((range) => (
            <fieldset key={range.label}>
              <legend>{label(range.label)}</legend>
              <div className="pair">
                {([range.min, range.max] as const).map((name, i) => (
                  <label key={name}>
                    {label(i === 0 ? 'min' : 'max')}
                    <input
                      type="number"
                      inputMode="decimal"
                      min="0"
                      value={typeof draft[name] === 'string' ? draft[name] : ''}
                      placeholder={label('any')}
                      onChange={(e) => set(name, e.target.value)}
                    />
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <fieldset>
            <legend>{label('more')}</legend>
            <div className="checks">{SWITCHES.map((name) => checkbox(name, label(name)))}</div>
            {NUMBERS.map((name) => (
              <label className="field" key={name}>
                {label(name)}
                <input
                  type="number"
                  inputMode="numeric"
                  min="0"
                  value={typeof draft[name] === 'string' ? draft[name] : ''}
                  onChange={(e) => set(name, e.target.value)}
                />
              </label>
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
