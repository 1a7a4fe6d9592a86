import { useMemo, useState, type Ref } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import {
  AGENT_LANGUAGES,
  CIVIC_ACTIVITIES,
  civicLabel,
  languageLabel,
  PRIORITY_LANGUAGES,
  REAL_ESTATE_TYPES,
  realEstateTypeLabel,
  SPECIALTIES,
  specialtyLabel,
  SUPPORTER_CAUSES,
  supporterLabel,
  valueFromSlug,
  valueSlug,
} from '@/domain/people';
import { PROVINCE_CODES, provinceName, toProvinceCode } from '@/domain/provinces';
import { cleanRosterText, supporterSlug, TEXT_MAX, type RosterKind, type RosterState } from '@/domain/roster-query';
import { AGENT_SORTS, agentSortMessages, type AgentSort } from '@/domain/agent-sorting';
import { Button, PrimaryButton } from '@/ui/Button';
import { controlStyles } from '@/ui/field-parts';
import { Select, type SelectOption } from '@/ui/Select';
import { rosterText, type KindText } from './messages';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 720px;
`;

const TextInput = styled.input`
  ${controlStyles};
  min-height: 48px;
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  /* Two columns on a phone, so the filters take half a screen, not a whole one. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
  align-items: end;
  @media (min-width: 640px) {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
`;

const ClearRow = styled.div`
  display: flex;
  align-items: end;
  min-height: 44px;
`;

/** Options in the page language's alphabetical order. */
function sorted(options: SelectOption[], locale: Locale): SelectOption[] {
  const collator = new Intl.Collator(locale === 'fr' ? 'fr-CA' : 'en-CA', { sensitivity: 'base' });
  return [...options].sort((a, b) => collator.compare(a.label, b.label));
}

/** The spec's priority languages first (English, French, Mandarin, Spanish), then the rest alphabetically. */
export function languageOptions(intl: IntlShape, locale: Locale): SelectOption[] {
  const option = (value: string) => ({ value: valueSlug(value), label: languageLabel(intl, value) });
  const rest = AGENT_LANGUAGES.filter((language) => !PRIORITY_LANGUAGES.includes(language)).map(option);
  return [...PRIORITY_LANGUAGES.map(option), ...sorted(rest, locale)];
}

interface RosterFiltersProps {
  kind: RosterKind;
  kindText: KindText;
  locale: Locale;
  state: RosterState;
  /** A city page: its place is fixed, so there is no "licensed in" choice. */
  cityPage: boolean;
  /** Whether a "Clear filters" button belongs here (some filter set, and results to show). */
  showClear: boolean;
  onChange: (patch: Partial<RosterState>) => void;
  onClear: () => void;
  textRef: Ref<HTMLInputElement>;
}

/** The roster's search box and filters; every change is a new URL (so Back undoes it). */
export function RosterFilters({
  kind,
  kindText,
  locale,
  state,
  cityPage,
  showClear,
  onChange,
  onClear,
  textRef,
}: RosterFiltersProps) {
  const intl = useIntl();
  // The box holds what is typed until it is searched; a new URL (Back, a link) shows its own text.
  const [draft, setDraft] = useState(state.text);
  const [shown, setShown] = useState(state.text);
  if (shown !== state.text) {
    setShown(state.text);
    setDraft(state.text);
  }

  const options = useMemo(
    () => ({
      language: languageOptions(intl, locale),
      type: REAL_ESTATE_TYPES.map((value) => ({ value: valueSlug(value), label: realEstateTypeLabel(intl, value) })),
      specialty: sorted(
        SPECIALTIES.map((value) => ({ value: valueSlug(value), label: specialtyLabel(intl, value) })),
        locale,
      ),
      licensed: sorted(
        PROVINCE_CODES.map((code) => ({ value: code.toLowerCase(), label: provinceName(code, locale) })),
        locale,
      ),
      civic: sorted(
        CIVIC_ACTIVITIES.map((value) => ({ value: valueSlug(value), label: civicLabel(intl, value) })),
        locale,
      ),
      supporter: SUPPORTER_CAUSES.map((cause) => ({ value: supporterSlug(cause), label: supporterLabel(intl, cause) })),
      sort: (Object.keys(AGENT_SORTS) as AgentSort[]).map((sort) => ({
        value: sort,
        label: intl.formatMessage(agentSortMessages[sort]),
      })),
    }),
    [intl, locale],
  );
  const agents = kind === 'agents';

  return (
    <>
      <Form
        role="search"
        aria-label={intl.formatMessage(kindText.search)}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ text: cleanRosterText(draft), page: 1 });
        }}
      >
        <TextInput
          ref={textRef}
          type="search"
          name="text"
          value={draft}
          maxLength={TEXT_MAX}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={intl.formatMessage(rosterText.placeholder)}
          aria-label={intl.formatMessage(rosterText.placeholder)}
          onChange={(event) => setDraft(event.target.value)}
        />
        <PrimaryButton type="submit">{intl.formatMessage(rosterText.submit)}</PrimaryButton>
      </Form>

      <Filters role="group" aria-label={intl.formatMessage(rosterText.filters)}>
        <Select
          label={intl.formatMessage(rosterText.language)}
          name="language"
          placeholder={intl.formatMessage(rosterText.anyLanguage)}
          options={options.language}
          value={state.language ? valueSlug(state.language) : ''}
          onChange={(event) =>
            onChange({ language: valueFromSlug(AGENT_LANGUAGES, event.target.value) ?? null, page: 1 })
          }
        />
        <Select
          label={intl.formatMessage(rosterText.type)}
          name="type"
          placeholder={intl.formatMessage(rosterText.anyType)}
          options={options.type}
          value={state.type ? valueSlug(state.type) : ''}
          onChange={(event) =>
            onChange({ type: valueFromSlug(REAL_ESTATE_TYPES, event.target.value) ?? null, page: 1 })
          }
        />
        <Select
          label={intl.formatMessage(rosterText.specialty)}
          name="specialty"
          placeholder={intl.formatMessage(rosterText.anySpecialty)}
          options={options.specialty}
          value={state.specialty ? valueSlug(state.specialty) : ''}
          onChange={(event) => onChange({ specialty: valueFromSlug(SPECIALTIES, event.target.value) ?? null, page: 1 })}
        />
        {!cityPage && (
          <Select
            label={intl.formatMessage(rosterText.licensed)}
            name="licensed"
            placeholder={intl.formatMessage(rosterText.anyProvince)}
            options={options.licensed}
            value={state.licensed ? state.licensed.toLowerCase() : ''}
            onChange={(event) => onChange({ licensed: toProvinceCode(event.target.value), page: 1 })}
          />
        )}
        <Select
          label={intl.formatMessage(rosterText.civic)}
          name="civic"
          placeholder={intl.formatMessage(rosterText.anyCivic)}
          options={options.civic}
          value={state.civic ? valueSlug(state.civic) : ''}
          onChange={(event) =>
            onChange({ civic: valueFromSlug(CIVIC_ACTIVITIES, event.target.value) ?? null, page: 1 })
          }
        />
        {agents && (
          <Select
            label={intl.formatMessage(rosterText.supporter)}
            name="supporter"
            placeholder={intl.formatMessage(rosterText.anySupporter)}
            options={options.supporter}
            value={state.supporter ? supporterSlug(state.supporter) : ''}
            onChange={(event) =>
              onChange({
                supporter: SUPPORTER_CAUSES.find((cause) => supporterSlug(cause) === event.target.value) ?? null,
                page: 1,
              })
            }
          />
        )}
        {agents && (
          <Select
            label={intl.formatMessage(rosterText.sort)}
            name="sort"
            options={options.sort}
            value={state.sort}
            onChange={(event) => {
              const sort = event.target.value;
              onChange({ sort: Object.hasOwn(AGENT_SORTS, sort) ? (sort as AgentSort) : 'none', page: 1 });
            }}
          />
        )}
        {showClear && (
          <ClearRow>
            <Button variant="secondary" onClick={onClear}>
              {intl.formatMessage(rosterText.clear)}
            </Button>
          </ClearRow>
        )}
      </Filters>
    </>
  );
}
