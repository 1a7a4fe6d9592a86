import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PRICE_TYPES } from '@/domain/filters';
import { searchSaleMode } from '@/domain/sale-mode';
import type { SiteCategory } from '@/domain/site';
import { RadioGroup } from '@/ui/RadioGroup';
import { formatStep, priceSteps, priceTitle } from '../filter-labels';
import type { DraftProps } from '../use-filter-draft';
import { DraftNumberRange, DraftSelectRange } from './DraftFields';
import { FilterSection } from './FilterSection';

type NoValues = Record<string, never>;

const m = defineMessages<{
  priceType: NoValues;
  priceRegular: NoValues;
  pricePerSqftOption: NoValues;
  pricePerSqft: NoValues;
}>({
  priceType: { id: 'filters.price-type.search-by', defaultMessage: 'Search by' },
  priceRegular: { id: 'filters.price-type.regular', defaultMessage: 'Total price' },
  pricePerSqftOption: { id: 'filters.price-type.per-sqft', defaultMessage: 'Price per square foot' },
  pricePerSqft: { id: 'filters.price-per-sqft', defaultMessage: 'Price per square foot ($)' },
});

const PER_SQFT = String(PRICE_TYPES.perSquareFoot);

/** The price range in the category's steps; commercial may search by price per square foot instead. */
export function PriceSection({ draft, onChange, category }: DraftProps & { category: SiteCategory }) {
  const intl = useIntl();
  const groupName = useId();
  const fields = { draft, onChange };
  const commercial = category === 'commercial';
  const perSqft = commercial && draft.priceType === PER_SQFT;
  // A rent or lease search is priced by the month, in the steps renters use.
  const mode = searchSaleMode(draft, category);
  const title = priceTitle(mode, intl);
  // Switching drops the other kind's bounds: a total price is no price per square foot.
  const choosePriceType = (value: string) =>
    onChange(
      value === PER_SQFT
        ? { priceType: value, priceMin: undefined, priceMax: undefined }
        : { priceType: undefined, pricePerSqftMin: undefined, pricePerSqftMax: undefined },
    );
  return (
    <FilterSection title={title}>
      {commercial && (
        <RadioGroup
          legend={intl.formatMessage(m.priceType)}
          name={`${groupName}-price-type`}
          inline
          options={[
            { value: String(PRICE_TYPES.regular), label: intl.formatMessage(m.priceRegular) },
            { value: PER_SQFT, label: intl.formatMessage(m.pricePerSqftOption) },
          ]}
          value={perSqft ? PER_SQFT : String(PRICE_TYPES.regular)}
          onChange={choosePriceType}
        />
      )}
      {perSqft ? (
        <DraftNumberRange
          {...fields}
          legend={intl.formatMessage(m.pricePerSqft)}
          min="pricePerSqftMin"
          max="pricePerSqftMax"
        />
      ) : (
        <DraftSelectRange
          {...fields}
          legend={title}
          min="priceMin"
          max="priceMax"
          steps={priceSteps(mode, category)}
          format={(n) => formatStep(n, mode !== 'forSale', intl)}
        />
      )}
    </FilterSection>
  );
}
