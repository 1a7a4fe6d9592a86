import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { comboboxListStyles, comboboxOptionStyles, onComboboxKeyDown } from '@/ui/combobox';
import styled from 'styled-components';
import type { EstimateCandidate } from '@/api/contract/content';
import {
  ESTIMATE_PROVINCE,
  ESTIMATE_SEARCH_DEBOUNCE_MS,
  ESTIMATE_SEARCH_MIN_CHARS,
  namesOtherProvince,
  provinceOfPath,
} from '@/domain/estimates';
import { suggestionsApi } from '@/features/search/suggestions-endpoints';
import { useRoute } from '@/routing/route-context';
import { localisePath, urls } from '@/routing/urls';
import { PrimaryButton } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { HouseIcon } from '@/ui/icons';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { estimatesApi } from './estimates-endpoints';
import { searchText } from './estimate-messages';

const Form = styled.form`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  max-width: 640px;
  text-align: start;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  input {
    flex: 1 1 12rem;
    min-width: 0;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.0625rem;
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    flex: 1 0 auto;
    min-height: 48px;
  }
  ${({ theme }) => theme.media.tablet} {
    flex-wrap: nowrap;
    button {
      flex: 0 0 auto;
    }
  }
`;

const Label = styled.label`
  font-weight: 600;
`;

const ListBox = styled.div`
  ${comboboxListStyles}
  position: absolute;
  inset-inline: 0;
  max-height: min(60vh, 420px);
  &[hidden] {
    display: none;
  }
`;

const Option = styled.div`
  ${comboboxOptionStyles}
  gap: ${({ theme }) => theme.space(3)};
  svg {
    flex: none;
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Status = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  &:empty {
    display: none;
  }
  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/** The part of the text most likely to be a place: after the last comma, else all of it. */
function placePart(text: string): string {
  const parts = text.split(',').map((p) => p.trim());
  const last = parts.filter(Boolean).pop() ?? '';
  return last.length >= ESTIMATE_SEARCH_MIN_CHARS ? last : text.trim();
}

type Outcome = 'idle' | 'loading' | 'found' | 'outside-bc' | 'not-found' | 'error';

/**
 * The estimator's address search (spec §1, §4): the WAI-ARIA combobox pattern over the partner's BC
 * addresses, looked up 200 ms after the last keystroke from 3 characters. Choosing one opens its estimate
 * page. A place outside British Columbia, or an address the partner does not know, gets a plain answer.
 */
export function AddressSearch() {
  const intl = useIntl();
  const { locale, category, navigate } = useRoute();
  const source = useId();
  const inputId = `${source}-input`;
  const listId = `${source}-list`;
  const hintId = `${source}-hint`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [tooShort, setTooShort] = useState(false);

  const typed = text.trim();
  const settled = useDebouncedValue(typed, ESTIMATE_SEARCH_DEBOUNCE_MS);
  const long = settled.length >= ESTIMATE_SEARCH_MIN_CHARS && settled.length <= 200;
  // A place named outside BC needs no look-up: the answer is the same whatever the street.
  const otherProvince = long && namesOtherProvince(settled);
  const lookup = estimatesApi.useFindByAddressQuery(settled, { skip: !long || otherProvince });
  const candidates: readonly EstimateCandidate[] = lookup.currentData ?? [];
  // Nothing found: is it a place elsewhere in Canada? The search's places answer that.
  const empty = !otherProvince && lookup.currentData?.length === 0;
  const places = suggestionsApi.useSuggestionsQuery({ text: placePart(settled), size: 3 }, { skip: !empty });
  const placeProvince = (() => {
    const found = places.currentData;
    if (!found) return null;
    const first = found.places[0] ?? found.listings[0];
    return first ? provinceOfPath(first.targetUrl.url) : null;
  })();

  let outcome: Outcome = 'idle';
  if (!long || settled !== typed) outcome = typed.length >= ESTIMATE_SEARCH_MIN_CHARS ? 'loading' : 'idle';
  else if (otherProvince) outcome = 'outside-bc';
  else if (lookup.isError && !lookup.currentData) outcome = 'error';
  else if (candidates.length > 0) outcome = 'found';
  else if (empty && (places.currentData || places.isError))
    outcome = placeProvince && placeProvince !== ESTIMATE_PROVINCE ? 'outside-bc' : 'not-found';
  else outcome = 'loading';

  // While the next look-up runs, the last answer stays on screen rather than the list blinking shut.
  const options = outcome === 'found' ? candidates : outcome === 'loading' && long ? (lookup.data ?? []) : [];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${source}-option-${index}`;

  const go = (candidate: EstimateCandidate) => {
    setOpen(false);
    setActive(-1);
    void navigate(localisePath(candidate.detailUrl, locale));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (expanded && active >= 0 && options[active]) {
      go(options[active]);
      return;
    }
    if (typed.length < ESTIMATE_SEARCH_MIN_CHARS) {
      setTooShort(true);
      return;
    }
    // One address found: that is the home. Several: let the visitor pick from the list.
    if (options.length === 1) {
      go(options[0]!);
    } else if (options.length > 1) {
      setOpen(true);
      setActive(0);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    onComboboxKeyDown(event, { count: options.length, expanded, text, setOpen, setActive, clear: () => setText('') });

  return (
    <Form role="search" onSubmit={submit} noValidate aria-label={intl.formatMessage(searchText.label)}>
      <Label htmlFor={inputId}>{intl.formatMessage(searchText.label)}</Label>
      <div style={{ position: 'relative' }}>
        <Row>
          <input
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            maxLength={200}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-describedby={tooShort ? hintId : undefined}
            aria-invalid={tooShort || undefined}
            placeholder={intl.formatMessage(searchText.placeholder)}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              if (tooShort) setTooShort(false);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => setOpen(true)}
          />
          <PrimaryButton type="submit">{intl.formatMessage(searchText.submit)}</PrimaryButton>
        </Row>
        <ListBox id={listId} role="listbox" aria-label={intl.formatMessage(searchText.suggestions)} hidden={!expanded}>
          {options.map((candidate, index) => (
            <Option
              key={candidate.listDetailId}
              id={optionId(index)}
              role="option"
              aria-selected={active === index}
              // Keeps focus in the field, so the click is not lost to the blur that closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(candidate)}
            >
              <HouseIcon />
              <span>{intl.formatMessage(searchText.option, { address: candidate.address, city: candidate.city })}</span>
            </Option>
          ))}
        </ListBox>
      </div>
      <div className="visually-hidden" aria-live="polite">
        {expanded ? intl.formatMessage(searchText.count, { count: options.length }) : ''}
      </div>
      <Status aria-live="polite">
        {tooShort && (
          <p id={hintId} role="alert">
            {intl.formatMessage(searchText.tooShort)}
          </p>
        )}
        {outcome === 'outside-bc' && (
          <div data-outside-bc="">
            <Notice tone="info" live={false} title={intl.formatMessage(searchText.outsideTitle)}>
              <p>{intl.formatMessage(searchText.outsideBody)}</p>
              <Link to={urls.findRealEstate(locale, category, { keywords: settled })}>
                {intl.formatMessage(searchText.outsideLink)}
              </Link>
            </Notice>
          </div>
        )}
        {outcome === 'not-found' && (
          <div data-address-not-found="">
            <Notice tone="info" live={false} title={intl.formatMessage(searchText.notFoundTitle)}>
              <ul>
                <li>{intl.formatMessage(searchText.tipNumber)}</li>
                <li>{intl.formatMessage(searchText.tipCity)}</li>
                <li>{intl.formatMessage(searchText.tipSpelling)}</li>
              </ul>
            </Notice>
          </div>
        )}
        {outcome === 'error' && (
          <Notice
            tone="error"
            live={false}
            title={intl.formatMessage(searchText.failed)}
            onRetry={() => void lookup.refetch()}
            retryLabel={intl.formatMessage(searchText.retry)}
          />
        )}
      </Status>
    </Form>
  );
}
