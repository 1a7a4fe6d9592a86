import { defineMessages, useIntl } from 'react-intl';
import { Checkbox } from '@/ui/Checkbox';
import { RangeInputs, RangeSelects } from '@/ui/RangeFields';
import { filterMessages, withCurrent } from '../filter-labels';
import { numeric, type BooleanFilter, type DraftProps, type TextFilter } from '../use-filter-draft';

type NoValues = Record<string, never>;

const m = defineMessages<{
  min: NoValues;
  max: NoValues;
}>({
  min: { id: 'filters.min', defaultMessage: 'Minimum' },
  max: { id: 'filters.max', defaultMessage: 'Maximum' },
});

/** A yes-or-no filter of the draft as a checkbox. */
export function DraftCheckbox({ draft, onChange, name, label }: DraftProps & { name: BooleanFilter; label: string }) {
  return (
    <Checkbox label={label} checked={draft[name] === true} onChange={(e) => onChange({ [name]: e.target.checked })} />
  );
}

interface DraftRangeProps extends DraftProps {
  legend: string;
  min: TextFilter;
  max: TextFilter;
}

/** The labels and empty choices every range of the panel shares. */
function useRangeWords() {
  const intl = useIntl();
  return {
    labels: { min: intl.formatMessage(m.min), max: intl.formatMessage(m.max) },
    placeholders: { min: intl.formatMessage(filterMessages.noMin), max: intl.formatMessage(filterMessages.noMax) },
  };
}

/** Two filters of the draft as a minimum and a maximum chosen from steps. */
export function DraftSelectRange({
  draft,
  onChange,
  legend,
  min,
  max,
  steps,
  format,
}: DraftRangeProps & { steps: readonly number[]; format: (n: number) => string }) {
  const words = useRangeWords();
  const low = numeric(draft[min]);
  const high = numeric(draft[max]);
  return (
    <RangeSelects
      legend={legend}
      {...words}
      // A value from a link that is no step is offered too, so the select can show it.
      choices={withCurrent(steps, low, high)}
      format={format}
      value={{ min: low, max: high }}
      onChange={(bound, value) => onChange({ [bound === 'min' ? min : max]: value })}
    />
  );
}

/** Two filters of the draft as a minimum and a maximum typed as numbers. */
export function DraftNumberRange({ draft, onChange, legend, min, max }: DraftRangeProps) {
  const words = useRangeWords();
  return (
    <RangeInputs
      legend={legend}
      {...words}
      value={{ min: draft[min], max: draft[max] }}
      onChange={(bound, value) => onChange({ [bound === 'min' ? min : max]: value })}
    />
  );
}
