import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { pageText, placeFromSlug } from './page-titles';
import { resolveRoute } from './resolve';

const intlFor = (locale: 'en' | 'fr') =>
  createIntl({
    locale: locale === 'fr' ? 'fr-CA' : 'en-CA',
    messages: JSON.parse(readFileSync(`translations/${locale}.json`, 'utf8')) as Record<string, string>,
  });
const en = intlFor('en');
const fr = intlFor('fr');
const title = (path: string) => pageText(resolveRoute(path), path.startsWith('/fr') ? fr : en).title;

describe('page titles (spec §2.6), templated by place and property type', () => {
  it('name the province, with the right French preposition', () => {
    expect(title('/on')).toBe('Real estate for sale in Ontario');
    expect(title('/fr/on')).toBe('Propriétés à vendre en Ontario');
    expect(title('/fr/qc')).toBe('Propriétés à vendre au Québec');
    expect(title('/fr/pe')).toBe('Propriétés à vendre à l’Île-du-Prince-Édouard');
    expect(title('/fr/nt')).toBe('Propriétés à vendre aux Territoires du Nord-Ouest');
    expect(title('/fr/luxury/mb')).toBe('Propriétés de prestige à vendre au Manitoba');
    expect(title('/commercial/ab')).toBe('Commercial real estate in Alberta');
  });

  it('name the city, the property type and the preset', () => {
    expect(title('/on/toronto-real-estate')).toBe('Toronto, Ontario real estate: homes for sale');
    expect(title('/fr/on/toronto-real-estate')).toBe('Propriétés à vendre à Toronto (Ontario)');
    expect(title('/bc/north-vancouver-condos-for-sale')).toBe('Condos for sale in North Vancouver, British Columbia');
    expect(title('/fr/bc/north-vancouver-townhouses-for-sale')).toBe(
      'Maisons en rangée à vendre à North Vancouver (Colombie-Britannique)',
    );
    expect(title('/fr/ns/halifax-open-houses')).toBe('Visites libres à Halifax (Nouvelle-Écosse)');
    expect(title('/ab/calgary-business-opportunities')).toBe('Business opportunities in Calgary, Alberta');
    expect(title('/on/the-annex-toronto-c01-neighbourhood-real-estate')).toBe(
      'The Annex Toronto neighbourhood real estate, Ontario',
    );
    expect(title('/fr/luxury/find-real-estate')).toBe('Propriétés de prestige à vendre au Canada');
    expect(title('/on/toronto-homes-for-rent')).toBe('Rentals in Toronto, Ontario');
    expect(title('/fr/on/toronto-homes-for-rent')).toBe('Logements à louer à Toronto (Ontario)');
  });

  it('say "for rent" when the search is for rentals, whatever page carries it', () => {
    const rent = (path: string) =>
      pageText(resolveRoute(path), path.startsWith('/fr') ? fr : en, {}, { saleMode: 'forRent' }).title;
    expect(rent('/on/toronto-real-estate')).toBe('Rentals in Toronto, Ontario');
    expect(rent('/fr/qc')).toBe('Logements à louer au Québec');
    expect(rent('/fr/nt')).toBe('Logements à louer aux Territoires du Nord-Ouest');
    expect(rent('/find-real-estate')).toBe('Rentals in Canada');
    expect(rent('/fr/find-real-estate')).toBe('Logements à louer au Canada');
    // The collection has no rentals search; the commercial site's is for leases.
    expect(rent('/luxury/on')).toBe('Luxury homes for sale in Ontario');
    const lease = (path: string) =>
      pageText(resolveRoute(path), path.startsWith('/fr') ? fr : en, {}, { saleMode: 'forLease' }).title;
    expect(lease('/commercial/on/toronto-real-estate')).toBe('Commercial space for lease in Toronto, Ontario');
    expect(lease('/fr/commercial/qc')).toBe('Locaux commerciaux à louer au Québec');
  });

  it('give rosters and other pages their own titles', () => {
    expect(title('/on/ottawa-real-estate-agents')).toBe('Real estate agents in Ottawa, Ontario');
    expect(title('/fr/agents')).toBe('Trouver un courtier immobilier au Canada');
    expect(title('/fr/qc/laval-real-estate-agents')).toBe('Courtiers immobiliers à Laval (Québec)');
    expect(title('/fr/open-houses-in-canada')).toBe('Visites libres au Canada');
    expect(title('/fr/login')).toBe('Connexion');
  });

  it('describe rosters by city, or Canada, with the right French preposition', () => {
    const description = (path: string) => pageText(resolveRoute(path), path.startsWith('/fr') ? fr : en).description;
    expect(description('/on/ottawa-real-estate-agents')).toMatch(/^Find a real estate agent in Ottawa, Ontario on /);
    expect(description('/fr/agents')).toMatch(/^Trouvez un courtier immobilier au Canada sur /);
    expect(description('/fr/qc/laval-real-estate-offices')).toMatch(
      /^Trouvez une agence immobilière à Laval \(Québec\) sur /,
    );
    expect(description('/offices')).toMatch(/^Find a real estate office in Canada on /);
  });

  it('describe listings pages with the place', () => {
    expect(pageText(resolveRoute('/fr/qc/levis-real-estate'), fr).description).toContain('à Levis');
    expect(placeFromSlug('saint-jean-sur-richelieu')).toBe('Saint Jean Sur Richelieu');
  });
});
