// Structured data of agent and office profiles, free of React and of react-intl: the page formats text.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What the JSON-LD reads of an agent: the agents backend's `Agent` shape (contract/directory.ts). */
export interface AgentSeoInput {
  name: string;
  photoUrl: string;
  city: string;
  province: string;
  brokerage: string;
  languages: readonly string[];
  serviceAreas: readonly string[];
  rating: number | null;
  reviewCount: number;
  phones: { direct: string | null; phone: string | null; mobile: string | null; fax: string | null };
  website: string;
  socials: Readonly<Record<string, string | undefined>>;
}

/** What the JSON-LD reads of an office: the backend's `Office` shape. */
export interface OfficeSeoInput {
  name: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  lat: number;
  lng: number;
  phone: string;
  fax: string | null;
  languages: readonly string[];
  servingAreas: readonly string[];
  website: string;
}

/** BCP 47 codes of the languages agents speak (domain/people AGENT_LANGUAGES); others are given by name. */
const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  English: 'en',
  French: 'fr',
  Mandarin: 'cmn',
  Cantonese: 'yue',
  Punjabi: 'pa',
  Spanish: 'es',
  Tagalog: 'tl',
  Arabic: 'ar',
  Italian: 'it',
  Portuguese: 'pt',
  Hindi: 'hi',
  Urdu: 'ur',
  Farsi: 'fa',
  Korean: 'ko',
  Vietnamese: 'vi',
  German: 'de',
};

export function languageCode(language: string): string {
  return Object.hasOwn(LANGUAGE_CODES, language) ? LANGUAGE_CODES[language]! : language;
}

function absolute(url: string, base: string): string | undefined {
  if (!url.trim()) return undefined;
  try {
    return new URL(url, base).href;
  } catch {
    return undefined;
  }
}

function nonEmpty(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Drops undefined members, so the JSON has no empty keys. */
function compact(object: Record<string, Json | undefined>): { [key: string]: Json } {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as {
    [key: string]: Json;
  };
}

function places(names: readonly string[], province: string): Json[] {
  return names
    .filter((name) => name.trim())
    .map((name) => ({ '@type': 'City', name, containedInPlace: { '@type': 'State', name: province } }));
}

export interface PeopleJsonLdOptions {
  /** The profile's absolute URL in the page's language. */
  url: string;
  /** The brokerage's profile, absolute, when known. */
  officeUrl?: string;
}

/**
 * schema.org `RealEstateAgent` for an agent's profile: who, where, how to call, the brokerage they work
 * for, the languages they speak and, once there are reviews, the rating.
 */
export function agentJsonLd(agent: AgentSeoInput, { url, officeUrl }: PeopleJsonLdOptions): Record<string, Json> {
  const telephone = nonEmpty(agent.phones.direct) ?? nonEmpty(agent.phones.phone) ?? nonEmpty(agent.phones.mobile);
  const sameAs = [agent.website, ...Object.values(agent.socials)]
    .map((link) => (link ? absolute(link, url) : undefined))
    .filter((link): link is string => link !== undefined);
  const rated = agent.rating !== null && Number.isFinite(agent.rating) && agent.reviewCount > 0;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${url}#agent`,
    name: agent.name,
    url,
    image: absolute(agent.photoUrl, url),
    telephone,
    faxNumber: nonEmpty(agent.phones.fax),
    address: {
      '@type': 'PostalAddress',
      addressLocality: agent.city,
      addressRegion: agent.province.toUpperCase(),
      addressCountry: 'CA',
    },
    worksFor: nonEmpty(agent.brokerage)
      ? compact({ '@type': 'RealEstateAgent', name: agent.brokerage, url: officeUrl })
      : undefined,
    knowsLanguage: agent.languages.length ? agent.languages.map(languageCode) : undefined,
    areaServed: agent.serviceAreas.length ? places(agent.serviceAreas, agent.province.toUpperCase()) : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
    aggregateRating: rated
      ? {
          '@type': 'AggregateRating',
          ratingValue: agent.rating!,
          reviewCount: agent.reviewCount,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined,
  });
}

/** schema.org `RealEstateAgent` and `Organization` for an office (a brokerage's branch). */
export function officeJsonLd(office: OfficeSeoInput, { url }: PeopleJsonLdOptions): Record<string, Json> {
  const hasGeo = Number.isFinite(office.lat) && Number.isFinite(office.lng) && !(office.lat === 0 && office.lng === 0);
  return compact({
    '@context': 'https://schema.org',
    '@type': ['RealEstateAgent', 'Organization'],
    '@id': `${url}#office`,
    name: office.name,
    url,
    telephone: nonEmpty(office.phone),
    faxNumber: nonEmpty(office.fax),
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: nonEmpty(office.address),
      addressLocality: office.city,
      addressRegion: office.province.toUpperCase(),
      postalCode: nonEmpty(office.postalCode),
      addressCountry: 'CA',
    }),
    geo: hasGeo ? { '@type': 'GeoCoordinates', latitude: office.lat, longitude: office.lng } : undefined,
    knowsLanguage: office.languages.length ? office.languages.map(languageCode) : undefined,
    areaServed: office.servingAreas.length ? places(office.servingAreas, office.province.toUpperCase()) : undefined,
    sameAs: nonEmpty(office.website) ? [absolute(office.website, url) ?? office.website] : undefined,
  });
}

/** The maps service's driving directions to an address (opens the visitor's maps app on a phone). */
export function directionsUrl(parts: { address: string; city: string; province: string; postalCode?: string }): string {
  const destination = [parts.address, parts.city, parts.province, parts.postalCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
