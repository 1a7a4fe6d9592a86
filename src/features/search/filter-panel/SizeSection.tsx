import { defineMessages, useIntl } from 'react-intl';
import { LOT_SIZE_OPTIONS, lotSizeOptionMessages, normaliseFilters } from '@/domain/filters';
import type { PropertyTypeToggle } from '@/domain/listing-types';
import type { SiteCategory } from '@/domain/site';
import { Select } from '@/ui/Select';
import { filterMessages, rangeLabel, SQFT_STEPS } from '../filter-labels';
import { numeric, type DraftProps, type FilterDraft } from '../use-filter-draft';
import { DraftNumberRange, DraftSelectRange } from './DraftFields';
import { FilterSection } from './FilterSection';

type NoValues = Record<string, never>;

const m = defineMessages<{
  size: NoValues;
  sqft: NoValues;
  lotSize: NoValues;
  totalAcres: NoValues;
  commercialSqft: NoValues;
}>({
  size: { id: 'filters.section.size', defaultMessage: 'Size' },
  sqft: { id: 'filters.sqft', defaultMessage: 'Living area (sq ft)' },
  lotSize: { id: 'filters.lot-size', defaultMessage: 'Lot size (sq ft)' },
  totalAcres: { id: 'filters.total-acres', defaultMessage: 'Land (acres)' },
  commercialSqft: { id: 'filters.commercial-sqft', defaultMessage: 'Commercial space (sq ft)' },
});

/** Types that come in acres. */
const ACREAGE_TYPES: readonly PropertyTypeToggle[] = ['land', 'farm', 'vacantLand'];

/** The lot-size option the draft's acres match: '' for none, 'custom' for bounds no option has. */
function acresChoice(draft: FilterDraft): string {
  const low = numeric(draft.totalAcresMin);
  const high = numeric(draft.totalAcresMax);
  if (low === undefined && high === undefined) return '';
  const match = LOT_SIZE_OPTIONS.find(
    (o) =>
      ('totalAcresMin' in o.filters ? o.filters.totalAcresMin : undefined) === low &&
      ('totalAcresMax' in o.filters ? o.filters.totalAcresMax : undefined) === high,
  );
  return match?.id ?? 'custom';
}

/** The land's acres as one select of the domain's lot-size options, bounds from a link shown as they are. */
function AcresSelect({ draft, onChange, value }: DraftProps & { value: string }) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage(m.totalAcres)}
      value={value}
      placeholder={intl.formatMessage(filterMessages.any)}
      options={[
        ...LOT_SIZE_OPTIONS.map((o) => ({
          value: o.id,
          label:
            'totalAcresMin' in o.filters
              ? intl.formatMessage(lotSizeOptionMessages.acres, { acres: o.filters.totalAcresMin })
              : intl.formatMessage(lotSizeOptionMessages.underOneAcre),
        })),
        ...(value === 'custom'
          ? [
              {
                value: 'custom',
                label:
                  rangeLabel(
                    'totalAcres',
                    normaliseFilters({ totalAcresMin: draft.totalAcresMin, totalAcresMax: draft.totalAcresMax }),
                    intl,
                  ) ?? '',
              },
            ]
          : []),
      ]}
      onChange={(e) => {
        const option = LOT_SIZE_OPTIONS.find((o) => o.id === e.target.value);
        if (e.target.value === 'custom') return;
        onChange({
          totalAcresMin: option && 'totalAcresMin' in option.filters ? String(option.filters.totalAcresMin) : undefined,
          totalAcresMax: option && 'totalAcresMax' in option.filters ? String(option.filters.totalAcresMax) : undefined,
        });
      }}
    />
  );
}

/** Living area and lot size (commercial space on commercial), and acres for land or when already set. */
export function SizeSection({ draft, onChange, category }: DraftProps & { category: SiteCategory }) {
  const intl = useIntl();
  const fields = { draft, onChange };
  const acres = acresChoice(draft);
  const showAcres = ACREAGE_TYPES.some((t) => draft[t] === true) || acres !== '';
  return (
    <FilterSection title={intl.formatMessage(m.size)}>
      {/* Commercial space is what the backend reads as the lot size on commercial (toBackendFilters). */}
      {category === 'commercial' ? (
        <DraftNumberRange
          {...fields}
          legend={intl.formatMessage(m.commercialSqft)}
          min="commercialSqftMin"
          max="commercialSqftMax"
        />
      ) : (
        <>
          <DraftSelectRange
            {...fields}
            legend={intl.formatMessage(m.sqft)}
            min="sqftMin"
            max="sqftMax"
            steps={SQFT_STEPS}
            format={(n) => intl.formatNumber(n)}
          />
          <DraftNumberRange {...fields} legend={intl.formatMessage(m.lotSize)} min="lotSizeMin" max="lotSizeMax" />
        </>
      )}
      {showAcres && <AcresSelect {...fields} value={acres} />}
    </FilterSection>
  );
}
