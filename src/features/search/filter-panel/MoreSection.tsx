import { defineMessages, useIntl } from 'react-intl';
import type { SiteCategory } from '@/domain/site';
import { filterMessages } from '../filter-labels';
import type { DraftProps } from '../use-filter-draft';
import { DraftCheckbox } from './DraftFields';
import { FilterSection } from './FilterSection';

const m = defineMessages<{ more: Record<string, never> }>({
  more: { id: 'filters.more', defaultMessage: 'More' },
});

/** The rest: featured and own-brand listings, and featured luxury on the luxury collection. */
export function MoreSection({ draft, onChange, category }: DraftProps & { category: SiteCategory }) {
  const intl = useIntl();
  const fields = { draft, onChange };
  return (
    <FilterSection title={intl.formatMessage(m.more)}>
      <div className="checks">
        <DraftCheckbox
          {...fields}
          name="featuredListings"
          label={intl.formatMessage(filterMessages.featuredListings)}
        />
        <DraftCheckbox
          {...fields}
          name="ownBrandListingsOnly"
          label={intl.formatMessage(filterMessages.ownBrandListingsOnly)}
        />
        {category === 'luxury' && (
          <DraftCheckbox {...fields} name="featuredLuxury" label={intl.formatMessage(filterMessages.featuredLuxury)} />
        )}
      </div>
    </FilterSection>
  );
}
