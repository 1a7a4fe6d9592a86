import { formatPostalCode } from './format';
import { provinceFromSlug } from './provinces';

const NBSP = '\u00a0';

export interface AddressParts {
  address?: string | null;
  city?: string | null;
  province?: string | null;
  postalCode?: string | null;
}

/**
 * The municipality line of a Canadian address, in the one form the site shows everywhere: the city, Canada
 * Post's two-letter code and the postal code, `Laval, QC H5E 3B1`. A no-break space stands for Canada Post's
 * two spaces before the postal code (and holds the code together), so the line never breaks inside
 * `QC H5E 3B1`. A province's name (`Québec`) gives its code; a value that names no province is kept as it is.
 */
export function formatCityLine({ city, province, postalCode }: AddressParts): string {
  const region = province?.trim() ? (provinceFromSlug(province) ?? province.trim()) : '';
  const postal = postalCode?.trim() ? formatPostalCode(postalCode).replace(' ', NBSP) : '';
  return [city?.trim(), [region, postal].filter(Boolean).join(NBSP)].filter(Boolean).join(', ');
}

/** A whole address on one line, the street first: `12 Rue Principale, Laval, QC H5E 3B1`. */
export function formatAddressLine(parts: AddressParts): string {
  return [parts.address?.trim(), formatCityLine(parts)].filter(Boolean).join(', ');
}
