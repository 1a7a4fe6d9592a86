import { describe, expect, it } from 'vitest';
import { formatAddressLine, formatCityLine } from './address';

const NBSP = '\u00a0';

describe('address lines (Canada Post)', () => {
  it('keep the two-letter code, with a no-break space before the postal code', () => {
    expect(formatCityLine({ city: 'Laval', province: 'QC', postalCode: 'h5e3b1' })).toBe(
      `Laval, QC${NBSP}H5E${NBSP}3B1`,
    );
    expect(formatCityLine({ city: 'Toronto', province: 'on' })).toBe('Toronto, ON');
    expect(formatCityLine({ city: 'Moncton', postalCode: 'E1C 4M3' })).toBe(`Moncton, E1C${NBSP}4M3`);
  });

  it('turn a province’s name, in either language, into its code', () => {
    expect(formatCityLine({ city: 'Laval', province: 'Québec', postalCode: 'H5E 3B1' })).toBe(
      `Laval, QC${NBSP}H5E${NBSP}3B1`,
    );
    expect(formatCityLine({ city: 'Charlottetown', province: 'Île-du-Prince-Édouard' })).toBe('Charlottetown, PE');
    expect(formatCityLine({ city: 'Victoria', province: 'British Columbia' })).toBe('Victoria, BC');
  });

  it('keep a value that names no province, and leave out what is missing', () => {
    expect(formatCityLine({ city: 'Springfield', province: 'Somewhere' })).toBe('Springfield, Somewhere');
    expect(formatCityLine({ city: ' ', province: undefined, postalCode: null })).toBe('');
    expect(formatCityLine({ province: 'QC' })).toBe('QC');
  });

  it('put the street first on a whole line', () => {
    expect(
      formatAddressLine({ address: '12 Rue Principale', city: 'Laval', province: 'QC', postalCode: 'H5E 3B1' }),
    ).toBe(`12 Rue Principale, Laval, QC${NBSP}H5E${NBSP}3B1`);
    expect(formatAddressLine({ address: '1 Main Street', city: 'Toronto', province: 'ON' })).toBe(
      '1 Main Street, Toronto, ON',
    );
  });
});
