/*
 * Which listing cities charge (or set) a municipal transfer tax: Toronto, Montréal and Halifax,
 * matched on the city as listings spell it, accents and case aside.
 */

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

// The former boroughs merged into Toronto in 1998 still appear as listing cities.
const TORONTO = new Set(['toronto', 'north york', 'scarborough', 'etobicoke', 'east york', 'york', 'old toronto']);
const HALIFAX = new Set([
  'halifax',
  'dartmouth',
  'bedford',
  'sackville',
  'lower sackville',
  'halifax regional municipality',
]);

export function isToronto(city: string): boolean {
  return TORONTO.has(fold(city));
}

export function isMontreal(city: string): boolean {
  return fold(city) === 'montreal';
}

export function isHalifax(city: string): boolean {
  return HALIFAX.has(fold(city));
}
