import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Bracket, Rule, RuleValue } from '@/domain/closing-costs';
import { INTL_LOCALES, type Locale } from '@/domain/constants';
import { formatNumber, formatPrice } from '@/domain/format';
import { valued } from './mortgage-messages';

const NBSP = '\u00a0';

// Intl puts U+202F or U+00A0 in French numbers depending on the ICU version; one kind keeps text stable.
function unifySpaces(value: string): string {
  return value.replace(/[\u202f\u2009\u00a0 ]/g, NBSP);
}

export function localeOf(intl: IntlShape): Locale {
  return intl.locale.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** How the calculator writes money, rates, dates and rules in the page's language. */
export interface MortgageFormat {
  locale: Locale;
  /** Whole dollars (`$1,234` / `1 234 $`), or with cents for a payment. */
  money: (cents: number, withCents?: boolean) => string;
  /** `4.19%` / `4,19 %`. */
  percent: (value: number) => string;
  /** An amount for an input: `500,000` / `500 000`. */
  amountInput: (cents: number) => string;
  /** A rate for an input: `4.19` / `4,19`. */
  rateInput: (value: number) => string;
  /** An ISO date, read in UTC so it never slips to the day before. */
  date: (iso: string) => string;
  rule: (rule: Rule) => string;
}

export function useMortgageFormat(): MortgageFormat {
  const intl = useIntl();
  return useMemo(() => {
    const locale = localeOf(intl);
    const centsFormat = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const percentFormat = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'percent',
      maximumFractionDigits: 2,
    });
    const money = (cents: number, withCents = false) =>
      withCents ? unifySpaces(centsFormat.format(cents / 100)) : formatPrice(cents / 100, locale);
    const percent = (value: number) => unifySpaces(percentFormat.format(value / 100));
    const brackets = (list: readonly Bracket[]) => {
      let lower = 0;
      const parts = list.map(({ upToCents, bp }) => {
        const rate = percent(bp / 100);
        const part =
          upToCents === null
            ? intl.formatMessage(valued.bracketAbove, { rate, limit: money(lower) })
            : intl.formatMessage(valued.bracketUpTo, { rate, limit: money(upToCents) });
        lower = upToCents ?? lower;
        return part;
      });
      return intl.formatList(parts, { type: 'unit', style: 'long' });
    };
    const value = (v: RuleValue): string => {
      if (typeof v === 'string') return v;
      if ('money' in v) return money(v.money, v.money % 100 !== 0);
      if ('percent' in v) return percent(v.percent);
      return brackets(v.brackets);
    };
    return {
      locale,
      money,
      percent,
      amountInput: (cents) => formatNumber(cents / 100, locale, 2),
      rateInput: (rate) => formatNumber(rate, locale, 2),
      date: (iso) => {
        const long = intl.formatDate(new Date(`${iso}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
        // French writes the first of the month as an ordinal: « 1er avril 2024 ».
        return locale === 'fr' ? long.replace(/^1(?=\s)/, '1er') : long;
      },
      rule: (rule) =>
        intl.formatMessage(
          rule.message,
          Object.fromEntries(Object.entries(rule.values ?? {}).map(([key, v]) => [key, value(v)])),
        ),
    };
  }, [intl]);
}
