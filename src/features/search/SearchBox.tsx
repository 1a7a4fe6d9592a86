import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { comboboxListStyles, comboboxOptionStyles, onComboboxKeyDown } from '@/ui/combobox';
import styled, { css } from 'styled-components';
import type { SuggestionItem } from '@/api/contract/listings';
import { quebecResultChosen } from '@/app/events';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/domain/constants';
import { capSearchText, isSearchText, SEARCH_TEXT_MAX } from '@/domain/search-text';
import { SUGGESTIONS_PAGE_SIZE } from '@/domain/sorting';
import { useRoute } from '@/routing/route-context';
import { localisePath, urls } from '@/routing/urls';
import { PrimaryButton } from '@/ui/Button';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { trackEvent } from '@/features/analytics/analytics-api';
import { rememberSearch } from './recent-searches';
import { selectShownSearch } from './search-slice';
import { suggestedMessages, suggestedSearches, type SuggestedSearch } from './suggested-searches';
import { suggestionsApi } from './suggestions-endpoints';

const messages = defineMessages({
  label: { id: 'search.label', defaultMessage: 'Search by city, neighbourhood, address or MLS® number' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'City, neighbourhood, address or MLS® number' },
  /** The header's box is narrow on a phone: the same invitation, short enough to be read whole. */
  placeholderShort: { id: 'search.placeholder.short', defaultMessage: 'City, address or MLS®' },
  submit: { id: 'search.submit', defaultMessage: 'Search' },
  invalid: { id: 'search.errors.invalid', defaultMessage: 'Please enter a valid search' },
  suggestions: { id: 'search.suggestions.label', defaultMessage: 'Suggestions' },
  places: { id: 'search.suggestions.places', defaultMessage: 'Places' },
  listings: { id: 'search.suggestions.listings', defaultMessage: 'Listings' },
  none: { id: 'search.suggestions.none', defaultMessage: 'No results are available.' },
  failed: {
    id: 'search.suggestions.failed',
    defaultMessage: 'Suggestions are unavailable right now. You can still search.',
  },
  quebec: { id: 'search.suggestions.quebec', defaultMessage: 'Quebec listings site' },
});

const counts = defineMessages<{ count: { count: number } }>({
  count: {
    id: 'search.suggestions.count',
    defaultMessage:
      '{count, plural, =0 {No results are available.} one {# suggestion. Use the up and down arrows to review it.} other {# suggestions. Use the up and down arrows to review them.}}',
  },
});

const Form = styled.form<{ $variant: 'hero' | 'header' }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-width: 0;
  text-align: start;
  ${({ $variant }) =>
    $variant === 'header' &&
    css`
      max-width: 520px;
    `}
`;

const Row = styled.div<{ $variant: 'hero' | 'header' }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme, $variant }) => theme.space($variant === 'hero' ? 2 : 1)};
  box-shadow: ${({ theme, $variant }) => ($variant === 'hero' ? theme.shadows.raised : 'none')};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  input {
    /* A zero basis, not the field's intrinsic 20 characters, so a narrow phone never scrolls sideways. */
    flex: 1 1 0;
    width: 0;
    min-width: 0;
    min-height: ${({ $variant }) => ($variant === 'hero' ? '48px' : '40px')};
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    font-size: 1.0625rem;
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ListBox = styled.div`
  ${comboboxListStyles}
  position: absolute;
  inset: calc(100% + 4px) 0 auto 0;
  max-height: min(70vh, 460px);
`;

const GroupLabel = styled.div`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Option = styled.div`
  ${comboboxOptionStyles}
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  justify-self: start;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** What an option leads to: an API suggestion, or a suggested search of our own. */
type Choice = Pick<SuggestionItem, 'displayText' | 'targetUrl'> & { isQuebec?: boolean; kind?: SuggestionItem['kind'] };

interface SearchBoxProps {
  variant?: 'hero' | 'header';
  /** Extra query parameters a home tab adds to a free-text search (e.g. rentals only). */
  preset?: Record<string, string>;
}

/**
 * The search box with suggestions (spec §2.6, §4): the WAI-ARIA combobox pattern, places and listings
 * in two groups, Quebec results opening the Quebec modal, free text searching listings.
 */
export function SearchBox({ variant = 'hero', preset }: SearchBoxProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { locale, category, navigate } = useRoute();
  const source = useId();
  const inputId = `${source}-input`;
  const listId = `${source}-list`;
  const errorId = `${source}-error`;
  const [text, setText] = useState('');
  // Whether the text is the visitor's own typing: only that is looked up (not the page's search, nor a choice made).
  const [typing, setTyping] = useState(false);
  // The header's box says what the page on screen searches (the place, the keywords) until edited.
  const shown = useAppSelector(selectShownSearch);
  const [seenShown, setSeenShown] = useState<string | null>(null);
  if (variant === 'header' && shown !== seenShown) {
    setSeenShown(shown);
    setText(capSearchText(shown ?? ''));
    setTyping(false);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [invalid, setInvalid] = useState(false);

  // Before anything is typed, the box offers suggested searches; after, what the typed text finds.
  const suggesting = text.trim() === '';
  // Spec §4: looked up once typing pauses for 200 ms. The answer shown is the one for the text on screen, so
  // an older look-up answering late never replaces a newer one (RTK Query keeps each text's answer apart).
  const wanted = typing ? text.trim() : '';
  const asked = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  const lookup = suggestionsApi.useSuggestionsQuery(
    { text: asked, siteCategory: category, size: SUGGESTIONS_PAGE_SIZE },
    { skip: asked === '' },
  );
  const settled = wanted !== '' && asked === wanted;
  const answer = settled ? lookup.currentData : undefined;
  const failed = settled && !answer && lookup.isError;
  const places = answer?.places ?? [];
  const listings = answer?.listings ?? [];
  const suggested = useMemo(
    () =>
      suggestedSearches(locale, category).map((search: SuggestedSearch): Choice => ({
        displayText: typeof search.label === 'string' ? search.label : intl.formatMessage(search.label),
        targetUrl: { url: search.url },
      })),
    [locale, category, intl],
  );
  const options = useMemo<readonly Choice[]>(
    () => (suggesting ? suggested : answer ? [...answer.places, ...answer.listings] : []),
    [suggesting, suggested, answer],
  );
  // While a look-up is pending the list stays shut, rather than offering the previous text's answer.
  const expanded = open && (suggesting || answer !== undefined || failed);
  const optionId = (index: number) => `${source}-option-${index}`;

  const go = (item: Choice) => {
    setOpen(false);
    setTyping(false);
    // What kind of result was chosen, never what was typed or the place's name.
    trackEvent({
      type: 'search',
      kind: suggesting ? 'suggested' : 'suggestion',
      category,
      resultType: item.isQuebec ? 'quebec' : (item.kind ?? 'suggested'),
    });
    // Suggested searches are built in the page's language already; the API's answers are not.
    const [path = '', own = ''] = (suggesting ? item.targetUrl.url : localisePath(item.targetUrl.url, locale)).split(
      '?',
    );
    // A home tab's preset (rentals) goes with whatever was chosen, not only with free text.
    const params = new URLSearchParams(own);
    for (const [key, value] of Object.entries({ ...item.targetUrl.query, ...preset })) params.set(key, value);
    const url = params.size > 0 ? `${path}?${params.toString()}` : path;
    if (item.isQuebec) {
      // Spec §2.6: the Quebec modal instead, offering the partner site first, then this same page. Not remembered
      // as a recent search: that link would lead past the modal.
      const listing = item.kind === 'address' || item.kind === 'mls';
      dispatch(quebecResultChosen({ place: item.displayText, to: url, listing }));
      return;
    }
    rememberSearch({ label: item.displayText, url });
    void navigate(url);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (active >= 0 && options[active]) {
      go(options[active]);
      return;
    }
    if (!isSearchText(q)) {
      setInvalid(true);
      return;
    }
    // A place that matches what was typed is what the visitor meant ("Toronto" → the Toronto page); Enter
    // pressed within the pause checks the last answer the box had.
    const place = typing ? lookup.data?.places[0] : undefined;
    if (place && place.displayText.toLowerCase().startsWith(q.toLowerCase())) {
      go(place);
      return;
    }
    setOpen(false);
    setTyping(false);
    const url = urls.findRealEstate(locale, category, { ...preset, keywords: q });
    trackEvent({ type: 'search', kind: 'text', category });
    rememberSearch({ label: q, url });
    void navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    onComboboxKeyDown(event, {
      count: options.length,
      expanded,
      text,
      setOpen,
      setActive,
      clear: () => {
        setText('');
        setTyping(false);
      },
    });

  const renderGroup = (label: string, items: readonly Choice[], offset: number, labelId: string) =>
    items.length > 0 && (
      <div role="group" aria-labelledby={labelId}>
        <GroupLabel id={labelId} role="presentation">
          {label}
        </GroupLabel>
        {items.map((item, i) => (
          <Option
            key={`${item.targetUrl.url}-${i}`}
            id={optionId(offset + i)}
            role="option"
            aria-selected={active === offset + i}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(item)}
          >
            <span>{item.displayText}</span>
            {item.isQuebec && <small>{intl.formatMessage(messages.quebec)}</small>}
          </Option>
        ))}
      </div>
    );

  return (
    <Form role="search" $variant={variant} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        {intl.formatMessage(messages.label)}
      </label>
      <Row $variant={variant}>
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_MAX}
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          placeholder={intl.formatMessage(variant === 'header' ? messages.placeholderShort : messages.placeholder)}
          value={text}
          onChange={(event) => {
            // maxLength stops typing and pasting; this also bounds what a script or an old browser puts in.
            const value = capSearchText(event.target.value);
            setText(value);
            setTyping(true);
            setOpen(true);
            setActive(-1);
            if (invalid) setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={(event) => {
            setOpen(true);
            // The search on screen is selected whole, so typing starts a new one.
            if (shown && text === shown) event.currentTarget.select();
          }}
        />
        <PrimaryButton type="submit">{intl.formatMessage(messages.submit)}</PrimaryButton>
      </Row>
      <ListBox id={listId} role="listbox" aria-label={intl.formatMessage(messages.suggestions)} hidden={!expanded}>
        {expanded &&
          suggesting &&
          renderGroup(intl.formatMessage(suggestedMessages.title), suggested, 0, `${source}-suggested`)}
        {renderGroup(intl.formatMessage(messages.places), places, 0, `${source}-places`)}
        {renderGroup(intl.formatMessage(messages.listings), listings, places.length, `${source}-listings`)}
        {expanded && !suggesting && options.length === 0 && (
          <Note>{intl.formatMessage(failed ? messages.failed : messages.none)}</Note>
        )}
      </ListBox>
      <div className="visually-hidden" aria-live="polite">
        {expanded && answer ? intl.formatMessage(counts.count, { count: options.length }) : ''}
      </div>
      {invalid && (
        <ErrorText id={errorId} role="alert">
          {intl.formatMessage(messages.invalid)}
        </ErrorText>
      )}
    </Form>
  );
}
