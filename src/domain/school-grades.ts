import { defineMessages, type MessageDescriptor, type MessageValues } from './messages';

/**
 * A school's grades, as the API sends them ("JK-8", "K-6", "P-6", "9-12", Quebec's "Sec. 1-5"), read into the
 * grades at either end so the page can name them in its own language ("Grades K–6", "Mat. à 6e année").
 */

/** Junior kindergarten, kindergarten, Nova Scotia's Primary, or a numbered grade (1 to 12). */
export type Grade = 'JK' | 'K' | 'P' | number;

export type GradeRange =
  /** From a kindergarten year or a grade to a later numbered grade. */
  | { system: 'grades'; from: Grade; to: number }
  /** Quebec's secondary school, numbered 1 to 5 (Secondary 1 is grade 7). */
  | { system: 'secondary'; from: number; to: number };

/** What the labels need of react-intl's `IntlShape`. */
export interface GradeFormatter {
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string;
}

// Hyphens, dashes and minus signs all separate the two ends.
const DASHES = /\s*[-‐‑‒–—―−]\s*/;

function grade(text: string): Grade | undefined {
  const code = text.toUpperCase();
  if (code === 'JK') return 'JK';
  if (code === 'K' || code === 'SK') return 'K';
  if (code === 'P') return 'P';
  if (!/^\d{1,2}$/.test(code)) return undefined;
  const n = Number(code);
  return n >= 1 && n <= 12 ? n : undefined;
}

/** The first and last grades of a school; null for a text that does not read as a range of grades. */
export function parseGrades(raw: string | null | undefined): GradeRange | null {
  const text = raw?.trim();
  if (!text) return null;
  const secondary = /^(?:secondaire|secondary|sec\.?)\s*(\d.*)$/i.exec(text);
  const ends = (secondary ? secondary[1]! : text).split(DASHES);
  if (ends.length !== 2) return null;
  const [from, to] = ends.map(grade);
  if (from === undefined || typeof to !== 'number') return null;
  if (secondary) {
    return typeof from === 'number' && from < to && to <= 5 ? { system: 'secondary', from, to } : null;
  }
  return typeof from !== 'number' || from < to ? { system: 'grades', from, to } : null;
}

const gradeText = defineMessages({
  JK: {
    id: 'neighbourhoods.nearby.school.grade.jk',
    defaultMessage: 'JK',
    description: 'Junior kindergarten (age 4), the first end of a range of grades',
  },
  K: {
    id: 'neighbourhoods.nearby.school.grade.k',
    defaultMessage: 'K',
    description: 'Kindergarten (age 5), the first end of a range of grades',
  },
  P: {
    id: 'neighbourhoods.nearby.school.grade.p',
    defaultMessage: 'P',
    description: 'Nova Scotia’s Primary (kindergarten, age 5), the first end of a range of grades',
  },
  number: {
    id: 'neighbourhoods.nearby.school.grade.number',
    defaultMessage: '{grade}',
    description: 'A numbered grade, 1 to 12, at either end of a range of grades (French: an ordinal, 6e)',
  },
}) satisfies Record<Exclude<Grade, number> | 'number', MessageDescriptor>;

const rangeText = defineMessages({
  grades: {
    id: 'neighbourhoods.nearby.school.grade-range',
    defaultMessage: 'Grades {from}–{to}',
    description: 'A school’s grades: {from} a kindergarten year or a grade, {to} a grade (K–6, JK–8, 9–12)',
  },
  secondary: {
    id: 'neighbourhoods.nearby.school.secondary-range',
    defaultMessage: 'Secondary {from}–{to}',
    description: 'A Quebec secondary school’s years, 1 to 5',
  },
});

function gradeLabel(intl: GradeFormatter, value: Grade): string {
  return typeof value === 'number'
    ? intl.formatMessage(gradeText.number, { grade: value })
    : intl.formatMessage(gradeText[value]);
}

/** A school's grades in the page's language; null where the API's text cannot be read (the page shows it as is). */
export function gradesLabel(intl: GradeFormatter, raw: string | null | undefined): string | null {
  const range = parseGrades(raw);
  if (!range) return null;
  if (range.system === 'secondary') return intl.formatMessage(rangeText.secondary, { from: range.from, to: range.to });
  return intl.formatMessage(rangeText.grades, { from: gradeLabel(intl, range.from), to: gradeLabel(intl, range.to) });
}
