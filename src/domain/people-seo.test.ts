import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent, Office } from '@/api/contract/directory';
import { createDataset } from '@/mocks/dataset';
import { agentJsonLd, directionsUrl, languageCode, officeJsonLd } from './people-seo';

let agents: readonly Agent[];
let offices: readonly Office[];

beforeAll(() => {
  const data = createDataset();
  agents = data.agents;
  offices = data.offices;
});

const URL_BASE = 'https://foyer.example';

describe('an agent’s structured data', () => {
  it('is a RealEstateAgent with the agent’s own name, photo, phone, place, brokerage, languages and rating', () => {
    const agent = agents.find((a) => a.reviewCount > 0 && a.rating !== null && a.languages.includes('French'));
    expect(agent, 'a reviewed, French-speaking agent in the dataset').toBeDefined();
    const url = `${URL_BASE}/fr${agent!.detailUrl}`;
    const officeUrl = `${URL_BASE}/fr/${agent!.province.toLowerCase()}/${agent!.officeId}`;
    const ld = agentJsonLd(agent!, { url, officeUrl });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: agent!.name,
      url,
      image: `${URL_BASE}${agent!.photoUrl}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: agent!.city,
        addressRegion: agent!.province,
        addressCountry: 'CA',
      },
      worksFor: { name: agent!.brokerage, url: officeUrl },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: agent!.rating,
        reviewCount: agent!.reviewCount,
        bestRating: 5,
      },
    });
    expect(ld.telephone).toBe(agent!.phones.direct ?? agent!.phones.phone ?? agent!.phones.mobile);
    expect(ld.knowsLanguage).toContain('fr');
    expect(ld.knowsLanguage).toHaveLength(agent!.languages.length);
    expect(JSON.stringify(ld.areaServed)).toContain(agent!.serviceAreas[0]);
  });

  it('has no rating without reviews, and no empty keys', () => {
    const agent = agents[0]!;
    const ld = agentJsonLd(
      { ...agent, rating: null, reviewCount: 0, phones: { direct: null, phone: '', mobile: null, fax: null } },
      { url: `${URL_BASE}${agent.detailUrl}` },
    );
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('telephone');
    expect(ld).not.toHaveProperty('faxNumber');
    expect(ld.worksFor).toEqual({ '@type': 'RealEstateAgent', name: agent.brokerage });
    expect(JSON.stringify(ld)).not.toContain('null');
  });

  it('speaks BCP 47 for the known languages and keeps any other as it is', () => {
    expect(['English', 'French', 'Mandarin', 'Spanish'].map(languageCode)).toEqual(['en', 'fr', 'cmn', 'es']);
    expect(languageCode('Klingon')).toBe('Klingon');
    expect(languageCode('constructor')).toBe('constructor');
  });
});

describe('an office’s structured data', () => {
  it('is a RealEstateAgent and an Organization with its street address, phone and position', () => {
    const office = offices.find((o) => o.languages.length > 1) ?? offices[0]!;
    const url = `${URL_BASE}${office.detailUrl}`;
    const ld = officeJsonLd(office, { url });
    expect(ld['@type']).toEqual(['RealEstateAgent', 'Organization']);
    expect(ld).toMatchObject({
      name: office.name,
      url,
      telephone: office.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.address,
        addressLocality: office.city,
        addressRegion: office.province,
        addressCountry: 'CA',
      },
      geo: { '@type': 'GeoCoordinates', latitude: office.lat, longitude: office.lng },
    });
    expect(ld.knowsLanguage).toEqual(office.languages.map(languageCode));
    if (!office.postalCode) expect(ld.address).not.toHaveProperty('postalCode');
  });
});

describe('driving directions', () => {
  it('point the maps service at the encoded address, city and province', () => {
    const office = offices[0]!;
    const href = directionsUrl(office.postalCode ? { ...office, postalCode: undefined } : office);
    const parsed = new URL(href);
    expect(parsed.origin + parsed.pathname).toBe('https://www.google.com/maps/dir/');
    expect(parsed.searchParams.get('api')).toBe('1');
    expect(parsed.searchParams.get('destination')).toBe(`${office.address}, ${office.city}, ${office.province}`);
    expect(directionsUrl({ address: '12 rue Saint-Jean & co', city: 'Québec', province: 'QC' })).toContain(
      'destination=12%20rue%20Saint-Jean%20%26%20co%2C%20Qu%C3%A9bec%2C%20QC',
    );
  });
});
