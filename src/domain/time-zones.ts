import { toProvinceCode, type ProvinceCode } from './provinces';

/**
 * The IANA zone of each province and territory, as its largest city keeps time. Some provinces span
 * two zones (north-western Ontario, Lloydminster, eastern Quebec…); a listing carries only its
 * province, so the zone of most of its people is the best guess.
 */
export const PROVINCE_TIME_ZONES: Readonly<Record<ProvinceCode, string>> = {
  BC: 'America/Vancouver',
  AB: 'America/Edmonton',
  SK: 'America/Regina',
  MB: 'America/Winnipeg',
  ON: 'America/Toronto',
  // Montréal keeps Eastern time, the same rules as Toronto.
  QC: 'America/Toronto',
  NB: 'America/Halifax',
  NS: 'America/Halifax',
  PE: 'America/Halifax',
  NL: 'America/St_Johns',
  YT: 'America/Whitehorse',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
};

/** Eastern time, where most Canadians live, when a listing has no known province. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

/** The time zone a listing's times are shown in: its province's, else Eastern. */
export function provinceTimeZone(province: string | null | undefined): string {
  const code = toProvinceCode(province?.trim());
  return code ? PROVINCE_TIME_ZONES[code] : DEFAULT_TIME_ZONE;
}
