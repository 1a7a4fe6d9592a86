import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { SiteCategory } from '@/domain/site';
import { Field } from '@/ui/Field';
import { RadioGroup } from '@/ui/RadioGroup';
import { filterMessages } from '../filter-labels';
import type { DraftProps } from '../use-filter-draft';

type NoValues = Record<string, never>;

const m = defineMessages<{
  saleOrRent: NoValues;
  forSale: NoValues;
  keywords: NoValues;
  keywordsHint: NoValues;
}>({
  saleOrRent: { id: 'filters.sale-or-rent', defaultMessage: 'For sale or for rent' },
  forSale: { id: 'filters.for-sale', defaultMessage: 'For sale' },
  keywords: { id: 'filters.keywords', defaultMessage: 'Keywords' },
  keywordsHint: { id: 'filters.keywords.hint', defaultMessage: 'Words from the description, such as pool or garage' },
});

/** The top of the panel, under no heading: for sale or for rent (residential only), then keywords. */
export function SaleAndKeywords({ draft, onChange, category }: DraftProps & { category: SiteCategory }) {
  const intl = useIntl();
  const groupName = useId();
  return (
    <>
      {category === 'residential' && (
        <RadioGroup
          legend={intl.formatMessage(m.saleOrRent)}
          name={`${groupName}-sale`}
          inline
          options={[
            { value: 'sale', label: intl.formatMessage(m.forSale) },
            { value: 'rent', label: intl.formatMessage(filterMessages.rentalsOnly) },
          ]}
          value={draft.rentalsOnly === true || draft.rental === true ? 'rent' : 'sale'}
          onChange={(value) =>
            onChange(value === 'rent' ? { rentalsOnly: true } : { rentalsOnly: undefined, rental: undefined })
          }
        />
      )}
      <Field
        label={intl.formatMessage(m.keywords)}
        hint={intl.formatMessage(m.keywordsHint)}
        value={draft.keywords ?? ''}
        onChange={(e) => onChange({ keywords: e.target.value })}
      />
    </>
  );
}
