import { defineMessages, useIntl } from 'react-intl';
import { BUSINESS_TYPES, businessTypeMessages } from '@/domain/filters';
import { propertyCategoryMessages, type PropertyTypeToggle } from '@/domain/listing-types';
import type { SiteCategory } from '@/domain/site';
import { Checkbox } from '@/ui/Checkbox';
import { Select } from '@/ui/Select';
import { categoryToggles, filterMessages, withCurrent } from '../filter-labels';
import { numeric, type DraftProps, type TextFilter } from '../use-filter-draft';
import { DraftCheckbox, DraftNumberRange, DraftSelectRange } from './DraftFields';
import { FilterSection } from './FilterSection';

type NoValues = Record<string, never>;

const m = defineMessages<{
  property: NoValues;
  businessTypes: NoValues;
  yearBuilt: NoValues;
  stories: NoValues;
  parkingSpaces: NoValues;
  units: NoValues;
}>({
  property: { id: 'filters.section.property', defaultMessage: 'Property' },
  businessTypes: { id: 'filters.business-types', defaultMessage: 'Business type' },
  yearBuilt: { id: 'filters.year-built', defaultMessage: 'Year built' },
  stories: { id: 'filters.stories', defaultMessage: 'Storeys' },
  parkingSpaces: { id: 'filters.parking', defaultMessage: 'Parking spaces' },
  units: { id: 'filters.units', defaultMessage: 'Units' },
});

const STOREY_CHOICES = [1, 2, 3, 4] as const;
const PARKING_CHOICES = [1, 2, 3, 4] as const;
/** Types that may hold several units. */
const MULTI_UNIT_TYPES: readonly PropertyTypeToggle[] = ['duplex'];

/** A select of "Any" and "N+" that sets a minimum count. */
function MinCountSelect({
  draft,
  onChange,
  label,
  name,
  choices,
}: DraftProps & { label: string; name: TextFilter; choices: readonly number[] }) {
  const intl = useIntl();
  const count = numeric(draft[name]);
  return (
    <Select
      label={label}
      value={count === undefined ? '' : String(count)}
      placeholder={intl.formatMessage(filterMessages.any)}
      options={withCurrent(choices, count).map((n) => ({
        value: String(n),
        label: intl.formatMessage(filterMessages.countPlus, { count: n }),
      }))}
      onChange={(e) => onChange({ [name]: e.target.value })}
    />
  );
}

/** The commercial business types, any number of them, as checkboxes. */
function BusinessTypes({ draft, onChange }: DraftProps) {
  const intl = useIntl();
  const chosen = draft.businessTypeSet ?? [];
  return (
    <fieldset>
      <legend>{intl.formatMessage(m.businessTypes)}</legend>
      <div className="checks">
        {BUSINESS_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={intl.formatMessage(businessTypeMessages[type])}
            checked={chosen.includes(type)}
            onChange={(e) =>
              onChange({ businessTypeSet: e.target.checked ? [...chosen, type] : chosen.filter((t) => t !== type) })
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The property types the category offers, business types on commercial, then units, age, storeys and parking. */
export function PropertySection({ draft, onChange, category }: DraftProps & { category: SiteCategory }) {
  const intl = useIntl();
  const fields = { draft, onChange };
  const residential = category === 'residential';
  const commercial = category === 'commercial';
  // On residential, "for rent" replaces the Rental type (it selects the same listings).
  const toggles = categoryToggles(category).filter((t) => !(residential && t === 'rental'));
  const showUnits =
    commercial ||
    MULTI_UNIT_TYPES.some((t) => draft[t] === true) ||
    draft.unitsMin !== undefined ||
    draft.unitsMax !== undefined;
  return (
    <FilterSection title={intl.formatMessage(m.property)}>
      <fieldset>
        <legend>{intl.formatMessage(filterMessages.propertyType)}</legend>
        <div className="checks">
          {toggles.map((t) => (
            <DraftCheckbox key={t} {...fields} name={t} label={intl.formatMessage(propertyCategoryMessages[t])} />
          ))}
        </div>
      </fieldset>
      {commercial && <BusinessTypes {...fields} />}
      {showUnits && <DraftNumberRange {...fields} legend={intl.formatMessage(m.units)} min="unitsMin" max="unitsMax" />}
      <DraftNumberRange {...fields} legend={intl.formatMessage(m.yearBuilt)} min="yearBuiltMin" max="yearBuiltMax" />
      <DraftSelectRange
        {...fields}
        legend={intl.formatMessage(m.stories)}
        min="storiesMin"
        max="storiesMax"
        steps={STOREY_CHOICES}
        format={(n) => intl.formatNumber(n)}
      />
      <MinCountSelect
        {...fields}
        label={intl.formatMessage(m.parkingSpaces)}
        name="parkingSpacesMin"
        choices={PARKING_CHOICES}
      />
    </FilterSection>
  );
}
