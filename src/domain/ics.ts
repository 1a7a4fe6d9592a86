// iCalendar files (RFC 5545) for "add to calendar" links: one event, times in UTC, so every calendar
// application shows them in its own zone without needing a VTIMEZONE block.

export type IcsEvent = {
  /** Globally unique and stable, so adding the same event twice updates it instead of duplicating it. */
  uid: string;
  /** Dates or ISO date-time strings. */
  start: Date | string;
  end: Date | string;
  /** When the file was made (DTSTAMP); now by default. */
  stamp?: Date;
  summary: string;
  location?: string;
  description?: string;
  /** An absolute http(s) URL (the listing's page). */
  url?: string;
};

export type IcsOptions = {
  /** PRODID: who made the file, `-//Company//Product//EN`. */
  prodId?: string;
};

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
export const ICS_LINE_OCTETS = 75;

function toDate(value: Date | string, field: string): Date {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`ics: invalid ${field} date`);
  return date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A UTC DATE-TIME: `20261128T220000Z`. */
export function icsDateTime(value: Date | string): string {
  const d = toDate(value, 'event');
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeIcsText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters are not allowed in TEXT.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line into lines of at most 75 octets of UTF-8 (the leading space of a
 * continuation counts), never splitting a character's bytes.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = ICS_LINE_OCTETS;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = ICS_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

// URIs are not TEXT: nothing is escaped, but a line break would end the property.
// eslint-disable-next-line no-control-regex
const uri = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, '');

/** An iCalendar file with one event, CRLF line endings and folded lines. */
export function buildIcs(event: IcsEvent, { prodId = '-//Foyer//Open houses//EN' }: IcsOptions = {}): string {
  const start = toDate(event.start, 'start');
  const end = toDate(event.end, 'end');
  if (end.getTime() < start.getTime()) throw new RangeError('ics: the event ends before it starts');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeIcsText(prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp ?? new Date())}`,
    `DTSTART:${icsDateTime(start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.url) lines.push(`URL:${uri(event.url)}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A `data:` URL of the file, for a download link that needs no object URL to revoke. */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/** Lower-case ASCII words joined by hyphens: `12-rue-de-l-eglise`. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The calendar day of a moment in a time zone, as `2026-11-28`. */
export function zonedDay(value: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(toDate(value, 'event'));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `open-house-123-main-street-2026-11-28.ics`: safe on every file system, the day in the listing's zone. */
export function openHouseFileName(address: string | undefined, start: Date | string, timeZone: string): string {
  const name = slug(address ?? '');
  return `open-house-${name ? `${name}-` : ''}${zonedDay(start, timeZone)}.ics`;
}
