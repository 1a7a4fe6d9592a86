import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import { civicLabel, languageLabel, nameLanguage, realEstateTypeLabel, type MessageFormatter } from '@/domain/people';
import { useRoute } from '@/routing/route-context';
import { profileText } from './messages';

/** Label and value pairs (phones, licence, address): a definition list laid out in two columns. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    align-self: center;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/** The panels' content: blocks with a heading, two columns on wide screens. */
export const Blocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > section {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    align-content: start;
  }
  > section.wide {
    grid-column: 1 / -1;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    max-width: 70ch;
  }
`;

/** Values shown as small chips (languages, specialties, areas). */
export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Links stacked one per line, each a 44 px target. */
export const LinkList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/** A titled part of a profile's About tab. */
export function Block({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={wide ? 'wide' : undefined}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A chip: its text, and the language it is in where that is not the page's (`lang`, for screen readers). */
export interface Chip {
  key: string;
  text: string;
  lang?: Locale;
}

/** A titled list of values as chips; nothing at all when there are none. */
export function ChipBlock({ title, values }: { title: string; values: readonly (string | Chip)[] }) {
  if (values.length === 0) return null;
  return (
    <Block title={title}>
      <Chips>
        {values.map((value) => {
          const chip = typeof value === 'string' ? { key: value, text: value } : value;
          return (
            <li key={chip.key} lang={chip.lang}>
              {chip.text}
            </li>
          );
        })}
      </Chips>
    </Block>
  );
}

type Labeller = (intl: MessageFormatter, value: string) => string;

/** Coded values (the API's English) named in the page's language, a one-language proper name marked as such. */
function useChips(label: Labeller, values: readonly string[]): Chip[] {
  const intl = useIntl();
  const { locale } = useRoute();
  return values.map((value) => {
    const lang = nameLanguage(value);
    return { key: value, text: label(intl, value), ...(lang && lang !== locale ? { lang } : {}) };
  });
}

/** A titled chip list of coded values (specialties, designations, awards…), each named in the page's language. */
export function LabelledChipBlock({
  title,
  label,
  values,
}: {
  title: string;
  label: Labeller;
  values: readonly string[];
}) {
  return <ChipBlock title={title} values={useChips(label, values)} />;
}

// The chip lists both profiles have whose values are codes, named here in the page's language.
const CODED_CHIPS = {
  languages: { title: profileText.languages, label: languageLabel },
  realEstateTypes: { title: profileText.realEstateTypes, label: realEstateTypeLabel },
  civicActivities: { title: profileText.civic, label: civicLabel },
};

/** A profile's languages, property types or civic activities as a titled chip list. */
export function CodedChipBlock({ field, values }: { field: keyof typeof CODED_CHIPS; values: readonly string[] }) {
  const intl = useIntl();
  const { title, label } = CODED_CHIPS[field];
  return <LabelledChipBlock title={intl.formatMessage(title)} label={label} values={values} />;
}
