import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import {
  BUSINESS_TYPES,
  businessTypeMessages,
  LOT_SIZE_OPTIONS,
  lotSizeOptionMessages,
  normaliseFilters,
  PRICE_TYPES,
  type SearchFilters,
} from '@/domain/filters';
import { propertyCategoryMessages, type PropertyTypeToggle } from '@/domain/listing-types';
import type { SiteCategory } from '@/domain/site';
import { buttonStyles } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { Dialog } from '@/ui/Dialog';
import { Field } from '@/ui/Field';
import { RadioGroup } from '@/ui/RadioGroup';
import { Select, type SelectOption } from '@/ui/Select';
import {
  BATH_CHOICES,
  BED_CHOICES,
  categoryToggles,
  DAY_CHOICES,
  filterMessages,
  formatPriceCompact,
  PHOTO_CHOICES,
  PRICE_STEPS,
  rangeLabel,
  SQFT_STEPS,
  withCurrent,
} from './filter-labels';

const m = defineMessages<{
  title: Record<string, never>;
  apply: Record<string, never>;
  showCount: { category: string; count: number };
  matchCount: { category: string; count: number };
  close: Record<string, never>;
  min: Record<string, never>;
  max: Record<string, never>;
  saleOrRent: Record<string, never>;
  forSale: Record<string, never>;
  keywords: Record<string, never>;
  keywordsHint: Record<string, never>;
  priceType: Record<string, never>;
  priceRegular: Record<string, never>;
  pricePerSqftOption: Record<string, never>;
  pricePerSqft: Record<string, never>;
  rooms: Record<string, never>;
  bedsMax: Record<string, never>;
  bathsMax: Record<string, never>;
  size: Record<string, never>;
  sqft: Record<string, never>;
  lotSize: Record<string, never>;
  totalAcres: Record<string, never>;
  commercialSqft: Record<string, never>;
  property: Record<string, never>;
  businessTypes: Record<string, never>;
  yearBuilt: Record<string, never>;
  stories: Record<string, never>;
  parkingSpaces: Record<string, never>;
  units: Record<string, never>;
  status: Record<string, never>;
  listed: Record<string, never>;
  updated: Record<string, never>;
  anyTime: Record<string, never>;
  inLastDays: { days: number };
  photos: Record<string, never>;
  more: Record<string, never>;
}>({
  title: { id: 'filters.title', defaultMessage: 'Filters' },
  apply: { id: 'filters.apply', defaultMessage: 'Show results' },
  showCount: {
    id: 'filters.apply.count',
    defaultMessage:
      '{category, select, residential {{count, plural, one {Show # home} other {Show # homes}}} other {{count, plural, one {Show # property} other {Show # properties}}}}',
  },
  matchCount: {
    id: 'filters.match-count',
    defaultMessage:
      '{category, select, residential {{count, plural, =0 {No homes match} one {# home matches} other {# homes match}}} other {{count, plural, =0 {No properties match} one {# property matches} other {# properties match}}}}',
  },
  close: { id: 'filters.close', defaultMessage: 'Close' },
  min: { id: 'filters.min', defaultMessage: 'Minimum' },
  max: { id: 'filters.max', defaultMessage: 'Maximum' },
  saleOrRent: { id: 'filters.sale-or-rent', defaultMessage: 'For sale or for rent' },
  forSale: { id: 'filters.for-sale', defaultMessage: 'For sale' },
  keywords: { id: 'filters.keywords', defaultMessage: 'Keywords' },
  keywordsHint: { id: 'filters.keywords.hint', defaultMessage: 'Words from the description, such as pool or garage' },
  priceType: { id: 'filters.price-type.search-by', defaultMessage: 'Search by' },
  priceRegular: { id: 'filters.price-type.regular', defaultMessage: 'Total price' },
  pricePerSqftOption: { id: 'filters.price-type.per-sqft', defaultMessage: 'Price per square foot' },
  pricePerSqft: { id: 'filters.price-per-sqft', defaultMessage: 'Price per square foot ($)' },
  rooms: { id: 'filters.section.rooms', defaultMessage: 'Rooms' },
  bedsMax: { id: 'filters.beds.max', defaultMessage: 'Maximum bedrooms' },
  bathsMax: { id: 'filters.baths.max', defaultMessage: 'Maximum bathrooms' },
  size: { id: 'filters.section.size', defaultMessage: 'Size' },
  sqft: { id: 'filters.sqft', defaultMessage: 'Living area (sq ft)' },
  lotSize: { id: 'filters.lot-size', defaultMessage: 'Lot size (sq ft)' },
  totalAcres: { id: 'filters.total-acres', defaultMessage: 'Land (acres)' },
  commercialSqft: { id: 'filters.commercial-sqft', defaultMessage: 'Commercial space (sq ft)' },
  property: { id: 'filters.section.property', defaultMessage: 'Property' },
  businessTypes: { id: 'filters.business-types', defaultMessage: 'Business type' },
  yearBuilt: { id: 'filters.year-built', defaultMessage: 'Year built' },
  stories: { id: 'filters.stories', defaultMessage: 'Storeys' },
  parkingSpaces: { id: 'filters.parking', defaultMessage: 'Parking spaces' },
  units: { id: 'filters.units', defaultMessage: 'Units' },
  status: { id: 'filters.section.status', defaultMessage: 'Listing status' },
  listed: { id: 'filters.listed', defaultMessage: 'Listed' },
  updated: { id: 'filters.updated', defaultMessage: 'Updated' },
  anyTime: { id: 'filters.any-time', defaultMessage: 'Any time' },
  inLastDays: {
    id: 'filters.in-last-days',
    defaultMessage: '{days, plural, one {In the last 24 hours} other {In the last # days}}',
  },
  photos: { id: 'filters.photos', defaultMessage: 'Photos' },
  more: { id: 'filters.more', defaultMessage: 'More' },
});

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
  header button,
  footer button {
    ${buttonStyles.secondary};
  }
  footer button[type='submit'] {
    ${buttonStyles.primary};
    flex: 1;
  }
`;

const Scroll = styled.div`
  overflow: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(5)};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(6)};
  fieldset:not([role='radiogroup']) {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  fieldset:not([role='radiogroup']) legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  .pair {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(3)};
  }
  .checks {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    column-gap: ${({ theme }) => theme.space(3)};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export interface FilterPanelProps {
  open: boolean;
  onClose: () => void;
  /** The search's filters, including any the page's URL implies (a condos page's `condo`). */
  filters: SearchFilters;
  category: SiteCategory;
  onApply: (filters: SearchFilters) => void;
  /** Called with the normalised draft when the panel opens and whenever the draft changes while open. */
  onDraftChange?: (filters: SearchFilters) => void;
  /** How many results the draft would give, as the page counted them; undefined while unknown. */
  draftCount?: number;
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

/** A typed number of the draft, or undefined while empty or not a number yet. */
function numeric(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const STATUS_FLAGS = ['hasOpenHouse', 'hasVirtualOpenHouse', 'virtualTourOnly', 'comingSoon'] as const;
const BEDS_MAX_CHOICES = [1, 2, 3, 4, 5, 6] as const;
const BATHS_MAX_CHOICES = [1, 2, 3, 4, 5] as const;
const STOREY_CHOICES = [1, 2, 3, 4] as const;
const PARKING_CHOICES = [1, 2, 3, 4] as const;
/** Types that come in acres, and those that may hold several units. */
const ACREAGE_TYPES: readonly PropertyTypeToggle[] = ['land', 'farm', 'vacantLand'];
const MULTI_UNIT_TYPES: readonly PropertyTypeToggle[] = ['duplex'];

/**
 * The search's filters in a drawer, grouped as a buyer thinks of them: price, rooms, size, the property,
 * the listing's status and the rest. Only what fits the site category is offered (business types on
 * commercial, featured luxury on luxury, for sale or for rent on residential). Nothing changes until
 * the visitor asks for the results, and what they chose is kept when they close it; meanwhile the page
 * may count what the draft would give, which the submit button and a polite status line then tell.
 */
export function FilterPanel({
  open,
  onClose,
  filters,
  category,
  onApply,
  onDraftChange,
  draftCount,
}: FilterPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const groupName = useId();
  const [draft, setDraft] = useState<FilterDraft>(() => toDraft(filters));
  // When the search changes outside the panel (back, forward, a link), the draft follows it.
  const filtersKey = JSON.stringify(filters);
  const [seenKey, setSeenKey] = useState(filtersKey);
  if (seenKey !== filtersKey) {
    setSeenKey(filtersKey);
    setDraft(toDraft(filters));
  }

  // The page counts what the draft would give: tell it each distinct draft while the panel is open.
  const normalised = useMemo(() => normaliseFilters(draft), [draft]);
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      lastSent.current = null;
      return;
    }
    const key = JSON.stringify(normalised);
    if (!onDraftChange || lastSent.current === key) return;
    lastSent.current = key;
    onDraftChange(normalised);
  }, [open, normalised, onDraftChange]);

  const label = (key: keyof typeof m) => intl.formatMessage(m[key] as MessageDescriptor);
  const shared = (key: keyof typeof filterMessages) => intl.formatMessage(filterMessages[key] as MessageDescriptor);
  const set = <K extends keyof FilterDraft>(name: K, value: FilterDraft[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));
  const patch = (changes: FilterDraft) => setDraft((d) => ({ ...d, ...changes }));
  const on = (toggles: readonly PropertyTypeToggle[]) => toggles.some((t) => draft[t] === true);

  const residential = category === 'residential';
  const commercial = category === 'commercial';
  // On residential, "for rent" replaces the Rental type (it selects the same listings).
  const toggles = categoryToggles(category).filter((t) => !(residential && t === 'rental'));
  const chosenTypes = draft.businessTypeSet ?? [];
  const perSqft = commercial && draft.priceType === String(PRICE_TYPES.perSquareFoot);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The domain drops empty values and converts the rest to numbers and booleans.
    onApply(normalised);
  };

  const checkbox = (name: BooleanFilter, text: string) => (
    <Checkbox key={name} label={text} checked={draft[name] === true} onChange={(e) => set(name, e.target.checked)} />
  );

  const countLabel = (count: number) => intl.formatNumber(count);
  const countPlus = (count: number) => intl.formatMessage(filterMessages.countPlus, { count });

  /** Minimum and maximum as two selects of steps; a value from a link that is no step is offered too. */
  const selectPair = (
    legend: string,
    min: TextFilter,
    max: TextFilter,
    steps: readonly number[],
    show: (n: number) => string,
  ) => {
    const low = numeric(draft[min]);
    const high = numeric(draft[max]);
    const values = withCurrent(steps, low, high);
    const options = (disabled: (n: number) => boolean): SelectOption[] =>
      values.map((n) => ({ value: String(n), label: show(n), disabled: disabled(n) }));
    return (
      <fieldset>
        <legend>{legend}</legend>
        <div className="pair">
          <Select
            label={label('min')}
            placeholder={shared('noMin')}
            value={low === undefined ? '' : String(low)}
            options={options((n) => high !== undefined && n > high)}
            onChange={(e) => set(min, e.target.value)}
          />
          <Select
            label={label('max')}
            placeholder={shared('noMax')}
            value={high === undefined ? '' : String(high)}
            options={options((n) => low !== undefined && n < low)}
            onChange={(e) => set(max, e.target.value)}
          />
        </div>
      </fieldset>
    );
  };

  /** Minimum and maximum typed as numbers, for values with no natural steps. */
  const numberPair = (legend: string, min: TextFilter, max: TextFilter) => (
    <fieldset>
      <legend>{legend}</legend>
      <div className="pair">
        {([min, max] as const).map((name, i) => (
          <Field
            key={name}
            type="number"
            inputMode="numeric"
            min="0"
            label={label(i === 0 ? 'min' : 'max')}
            placeholder={shared(i === 0 ? 'noMin' : 'noMax')}
            value={draft[name] ?? ''}
            onChange={(e) => set(name, e.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );

  /** "Any, 1+, 2+…" as radios, setting a minimum count. */
  const countChoices = (legend: string, name: TextFilter, choices: readonly number[]) => (
    <RadioGroup
      legend={legend}
      name={`${groupName}-${name}`}
      inline
      options={[
        { value: '', label: shared('any') },
        ...withCurrent(choices, numeric(draft[name])).map((n) => ({ value: String(n), label: countPlus(n) })),
      ]}
      value={numeric(draft[name]) === undefined ? '' : String(numeric(draft[name]))}
      onChange={(value) => set(name, value)}
    />
  );

  /** A select of "Any" and "N+" that sets a minimum count. */
  const countSelect = (text: string, name: TextFilter, choices: readonly number[]) => (
    <Select
      label={text}
      value={numeric(draft[name]) === undefined ? '' : String(numeric(draft[name]))}
      placeholder={shared('any')}
      options={withCurrent(choices, numeric(draft[name])).map((n) => ({ value: String(n), label: countPlus(n) }))}
      onChange={(e) => set(name, e.target.value)}
    />
  );

  /** A maximum count, no lower than the chosen minimum. */
  const maxSelect = (text: string, name: TextFilter, minName: TextFilter, choices: readonly number[]) => {
    const low = numeric(draft[minName]);
    return (
      <Select
        label={text}
        value={numeric(draft[name]) === undefined ? '' : String(numeric(draft[name]))}
        placeholder={shared('noMax')}
        options={withCurrent(choices, numeric(draft[name])).map((n) => ({
          value: String(n),
          label: countLabel(n),
          disabled: low !== undefined && n < low,
        }))}
        onChange={(e) => set(name, e.target.value)}
      />
    );
  };

  /** "Any time" or "In the last N days"; zero days means any time (spec §9). */
  const daysSelect = (text: string, name: 'listedSinceDays' | 'updatedInLastNumDays') => {
    const days = numeric(draft[name]) || undefined;
    return (
      <Select
        label={text}
        value={days === undefined ? '' : String(days)}
        placeholder={label('anyTime')}
        options={withCurrent(DAY_CHOICES, days).map((n) => ({
          value: String(n),
          label: intl.formatMessage(m.inLastDays, { days: n }),
        }))}
        onChange={(e) => set(name, e.target.value)}
      />
    );
  };

  const acresValue = (() => {
    const low = numeric(draft.totalAcresMin);
    const high = numeric(draft.totalAcresMax);
    if (low === undefined && high === undefined) return '';
    const match = LOT_SIZE_OPTIONS.find(
      (o) =>
        ('totalAcresMin' in o.filters ? o.filters.totalAcresMin : undefined) === low &&
        ('totalAcresMax' in o.filters ? o.filters.totalAcresMax : undefined) === high,
    );
    return match?.id ?? 'custom';
  })();
  const showAcres = on(ACREAGE_TYPES) || acresValue !== '';
  const showUnits = commercial || on(MULTI_UNIT_TYPES) || draft.unitsMin !== undefined || draft.unitsMax !== undefined;

  const section = (title: string, children: ReactNode) => (
    <Section>
      <h3>{title}</h3>
      {children}
    </Section>
  );

  const status = draftCount === undefined ? '' : intl.formatMessage(m.matchCount, { category, count: draftCount });

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
          {residential && (
            <RadioGroup
              legend={label('saleOrRent')}
              name={`${groupName}-sale`}
              inline
              options={[
                { value: 'sale', label: label('forSale') },
                { value: 'rent', label: shared('rentalsOnly') },
              ]}
              value={draft.rentalsOnly === true || draft.rental === true ? 'rent' : 'sale'}
              onChange={(value) =>
                patch(value === 'rent' ? { rentalsOnly: true } : { rentalsOnly: undefined, rental: undefined })
              }
            />
          )}
          <Field
            label={label('keywords')}
            hint={label('keywordsHint')}
            value={draft.keywords ?? ''}
            onChange={(e) => set('keywords', e.target.value)}
          />

          {section(
            shared('price'),
            <>
              {commercial && (
                <RadioGroup
                  legend={label('priceType')}
                  name={`${groupName}-price-type`}
                  inline
                  options={[
                    { value: String(PRICE_TYPES.regular), label: label('priceRegular') },
                    { value: String(PRICE_TYPES.perSquareFoot), label: label('pricePerSqftOption') },
                  ]}
                  value={perSqft ? String(PRICE_TYPES.perSquareFoot) : String(PRICE_TYPES.regular)}
                  onChange={(value) =>
                    patch(
                      value === String(PRICE_TYPES.perSquareFoot)
                        ? { priceType: value, priceMin: undefined, priceMax: undefined }
                        : { priceType: undefined, pricePerSqftMin: undefined, pricePerSqftMax: undefined },
                    )
                  }
                />
              )}
              {perSqft
                ? numberPair(label('pricePerSqft'), 'pricePerSqftMin', 'pricePerSqftMax')
                : selectPair(shared('price'), 'priceMin', 'priceMax', PRICE_STEPS[category], (n) =>
                    formatPriceCompact(n, intl),
                  )}
            </>,
          )}

          {!commercial &&
            section(
              label('rooms'),
              <>
                {countChoices(shared('beds'), 'bedsMin', BED_CHOICES)}
                {maxSelect(label('bedsMax'), 'bedsMax', 'bedsMin', BEDS_MAX_CHOICES)}
                {countChoices(shared('baths'), 'bathsMin', BATH_CHOICES)}
                {maxSelect(label('bathsMax'), 'bathsMax', 'bathsMin', BATHS_MAX_CHOICES)}
              </>,
            )}

          {section(
            label('size'),
            <>
              {/* Commercial space is what the backend reads as the lot size on commercial (toBackendFilters). */}
              {commercial ? (
                numberPair(label('commercialSqft'), 'commercialSqftMin', 'commercialSqftMax')
              ) : (
                <>
                  {selectPair(label('sqft'), 'sqftMin', 'sqftMax', SQFT_STEPS, countLabel)}
                  {numberPair(label('lotSize'), 'lotSizeMin', 'lotSizeMax')}
                </>
              )}
              {showAcres && (
                <Select
                  label={label('totalAcres')}
                  value={acresValue}
                  placeholder={shared('any')}
                  options={[
                    ...LOT_SIZE_OPTIONS.map((o) => ({
                      value: o.id,
                      label:
                        'totalAcresMin' in o.filters
                          ? intl.formatMessage(lotSizeOptionMessages.acres, { acres: o.filters.totalAcresMin })
                          : intl.formatMessage(lotSizeOptionMessages.underOneAcre),
                    })),
                    ...(acresValue === 'custom'
                      ? [
                          {
                            value: 'custom',
                            label:
                              rangeLabel(
                                'totalAcres',
                                normaliseFilters({
                                  totalAcresMin: draft.totalAcresMin,
                                  totalAcresMax: draft.totalAcresMax,
                                }),
                                intl,
                              ) ?? '',
                          },
                        ]
                      : []),
                  ]}
                  onChange={(e) => {
                    const option = LOT_SIZE_OPTIONS.find((o) => o.id === e.target.value);
                    if (e.target.value === 'custom') return;
                    patch({
                      totalAcresMin:
                        option && 'totalAcresMin' in option.filters ? String(option.filters.totalAcresMin) : undefined,
                      totalAcresMax:
                        option && 'totalAcresMax' in option.filters ? String(option.filters.totalAcresMax) : undefined,
                    });
                  }}
                />
              )}
            </>,
          )}

          {section(
            label('property'),
            <>
              <fieldset>
                <legend>{shared('propertyType')}</legend>
                <div className="checks">
                  {toggles.map((t) => checkbox(t, intl.formatMessage(propertyCategoryMessages[t])))}
                </div>
              </fieldset>
              {commercial && (
                <fieldset>
                  <legend>{label('businessTypes')}</legend>
                  <div className="checks">
                    {BUSINESS_TYPES.map((type) => (
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
              {showUnits && numberPair(label('units'), 'unitsMin', 'unitsMax')}
              {numberPair(label('yearBuilt'), 'yearBuiltMin', 'yearBuiltMax')}
              {selectPair(label('stories'), 'storiesMin', 'storiesMax', STOREY_CHOICES, countLabel)}
              {countSelect(label('parkingSpaces'), 'parkingSpacesMin', PARKING_CHOICES)}
            </>,
          )}

          {section(
            label('status'),
            <>
              <div className="checks">{STATUS_FLAGS.map((name) => checkbox(name, shared(name)))}</div>
              {daysSelect(label('listed'), 'listedSinceDays')}
              {daysSelect(label('updated'), 'updatedInLastNumDays')}
              <Select
                label={label('photos')}
                value={numeric(draft.minImages) ? String(numeric(draft.minImages)) : ''}
                placeholder={shared('any')}
                options={withCurrent(PHOTO_CHOICES, numeric(draft.minImages) || undefined).map((n) => ({
                  value: String(n),
                  label: intl.formatMessage(filterMessages.minImages, { count: n }),
                }))}
                onChange={(e) => set('minImages', e.target.value)}
              />
            </>,
          )}

          {section(
            label('more'),
            <div className="checks">
              {checkbox('featuredListings', shared('featuredListings'))}
              {checkbox('ownBrandListingsOnly', shared('ownBrandListingsOnly'))}
              {category === 'luxury' && checkbox('featuredLuxury', shared('featuredLuxury'))}
            </div>,
          )}
        </Scroll>
        <footer>
          <p role="status" className="visually-hidden">
            {status}
          </p>
          <button type="reset">{shared('clearAll')}</button>
          <button type="submit">
            {draftCount === undefined
              ? label('apply')
              : intl.formatMessage(m.showCount, { category, count: draftCount })}
          </button>
        </footer>
      </Form>
    </Dialog>
  );
}
