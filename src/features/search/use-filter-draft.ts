import { useEffect, useMemo, useRef, useState } from 'react';
import { normaliseFilters, type SearchFilters } from '@/domain/filters';

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
export type TextFilter = KeysOf<string>;
export type BooleanFilter = KeysOf<boolean>;

/** What each part of the panel gets: the draft, and a way to change some of its filters, keeping the rest. */
export interface DraftProps {
  draft: FilterDraft;
  onChange: (changes: FilterDraft) => void;
}

function toDraft(filters: SearchFilters): FilterDraft {
  const draft: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    draft[name] = typeof value === 'number' ? String(value) : Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  return draft;
}

/** A typed number of the draft, or undefined while empty or not a number yet. */
export function numeric(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

interface FilterDraftOptions {
  /** The search's filters, which the draft starts from and follows. */
  filters: SearchFilters;
  /** Whether the panel is open: the page is told of drafts only then. */
  open: boolean;
  onApply: (filters: SearchFilters) => void;
  onDraftChange?: (filters: SearchFilters) => void;
}

/**
 * The filter panel's working copy of the search's filters: nothing reaches the search until `apply`,
 * `reset` clears every filter, and while the panel is open the page hears of each distinct draft.
 */
export function useFilterDraft({ filters, open, onApply, onDraftChange }: FilterDraftOptions) {
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

  const change = (changes: FilterDraft) => setDraft((d) => ({ ...d, ...changes }));
  // The domain drops empty values and converts the rest to numbers and booleans.
  const apply = () => onApply(normalised);
  const reset = () => setDraft({});

  return { draft, change, apply, reset };
}
