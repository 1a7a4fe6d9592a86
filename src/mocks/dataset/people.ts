import type { Agent, Office } from '@/api/contract/directory';
import {
  AFFILIATIONS,
  AGENT_LANGUAGES,
  CAREER_AWARDS,
  CIVIC_ACTIVITIES,
  DESIGNATIONS,
  HOBBIES,
  INDIVIDUAL_AWARDS,
  REAL_ESTATE_TYPES,
  SPECIALTIES,
  TEAM_AWARDS,
  type AgentLanguage,
} from '@/domain/people';
import { distanceKm } from '@/domain/geometry';
import { PROVINCE_CODES, type ProvinceCode } from '@/domain/provinces';
import { Weighted, type Rng } from '../random';
import { slug } from '../text';
import {
  FIRST_NAMES_EN,
  FIRST_NAMES_FR,
  LAST_NAMES_EN,
  LAST_NAMES_FR,
  STREETS_EN,
  STREETS_FR,
  STREET_TYPES_EN,
} from './markets';
import { areaCodesOf as areasOf, type LocalPlace } from './local';
import type { Place } from './places';

// Designations, awards, affiliations and civic activities are the domain's lists (domain/people.ts): each has
// its message in both languages. Reviews are free text, written in the reviewer's language.
const REVIEW_TEXT = [
  'Patient, responsive and honest from the first showing to closing day.',
  'Knew the neighbourhood inside out and negotiated a great price for us.',
  'Made selling our family home painless. Highly recommended.',
  'Toujours disponible et de très bon conseil. Merci!',
  'Un service impeccable, du début à la fin.',
  'Helped us find a rental in a tight market within two weeks.',
  'Great communication and a realistic pricing strategy.',
];
const RATINGS = new Weighted<number>([
  [5, 70],
  [4, 22],
  [3, 6],
  [2, 2],
]);
const REVIEWERS = [...FIRST_NAMES_EN, ...FIRST_NAMES_FR];
const INITIALS = 'ABCDEFGHJKLMNPRSTW'.split('');
const BRANDS = ['Foyer Realty', 'Foyer Realty Select', 'Foyer Realty Prestige', 'Foyer Commercial'];
/**
 * The suffixes that tell a city's second and later offices apart, in the office's language: the five first,
 * then the intermediate directions once a city has used those up.
 */
const OFFICE_SUFFIXES = {
  fr: [
    ['Centre', 'Nord', 'Sud', 'Est', 'Ouest'],
    ['Nord-Est', 'Nord-Ouest', 'Sud-Est', 'Sud-Ouest'],
  ],
  en: [
    ['Centre', 'North', 'South', 'East', 'West'],
    ['Northeast', 'Northwest', 'Southeast', 'Southwest'],
  ],
} as const;
/** Reviews are dated back from this day unless `generatePeople` is given the dataset's own "today". */
const REVIEW_EPOCH = Date.UTC(2025, 0, 1);

/** A fictional number (555) of the place's own area codes: a Toronto office dials 416, not 613. */
/**
 * Outside Quebec, the share of agents who work in French: about the province's bilingual share, higher
 * where francophone buyers look for them (New Brunswick, Ontario's east and north, Manitoba).
 */
const FRENCH_SPEAKERS: Partial<Record<ProvinceCode, number>> = { NB: 0.5, ON: 0.15, MB: 0.12, PE: 0.12, NS: 0.1 };

/**
 * The other languages agents speak, weighted as the province's most spoken languages besides English
 * and French (2021 census, rounded): Mandarin, Cantonese and Punjabi in British Columbia, Arabic and
 * Spanish in Quebec, Tagalog and Punjabi in Alberta.
 */
const HOME_LANGUAGES: Partial<Record<ProvinceCode, Weighted<AgentLanguage>>> = {
  BC: new Weighted<AgentLanguage>([
    ['Mandarin', 8],
    ['Cantonese', 6],
    ['Punjabi', 7],
    ['Tagalog', 3],
    ['Korean', 2],
    ['Farsi', 2],
    ['Spanish', 2],
    ['Hindi', 1],
    ['Vietnamese', 1],
    ['German', 1],
  ]),
  ON: new Weighted<AgentLanguage>([
    ['Mandarin', 4],
    ['Cantonese', 3],
    ['Punjabi', 4],
    ['Urdu', 3],
    ['Tagalog', 2],
    ['Spanish', 3],
    ['Italian', 3],
    ['Portuguese', 2],
    ['Arabic', 2],
    ['Farsi', 2],
    ['Hindi', 1.5],
    ['Korean', 1],
    ['Vietnamese', 1],
  ]),
  AB: new Weighted<AgentLanguage>([
    ['Tagalog', 4],
    ['Punjabi', 3],
    ['Mandarin', 2.5],
    ['Cantonese', 2],
    ['Spanish', 2],
    ['Arabic', 2],
    ['Urdu', 1.5],
    ['Vietnamese', 1.5],
    ['Hindi', 1],
    ['German', 1],
  ]),
  QC: new Weighted<AgentLanguage>([
    ['Arabic', 5],
    ['Spanish', 5],
    ['Italian', 2],
    ['Portuguese', 1],
    ['Mandarin', 1.5],
    ['Vietnamese', 1],
    ['Farsi', 1],
  ]),
  MB: new Weighted<AgentLanguage>([
    ['Tagalog', 5],
    ['Punjabi', 3],
    ['German', 2],
    ['Mandarin', 1],
    ['Spanish', 1],
    ['Hindi', 1],
  ]),
  SK: new Weighted<AgentLanguage>([
    ['Tagalog', 4],
    ['Punjabi', 1.5],
    ['German', 1.5],
    ['Mandarin', 1],
    ['Arabic', 1],
    ['Hindi', 1],
  ]),
  NS: new Weighted<AgentLanguage>([
    ['Arabic', 3],
    ['Mandarin', 1.5],
    ['Punjabi', 1],
    ['Hindi', 1],
    ['German', 1],
    ['Spanish', 1],
  ]),
  NB: new Weighted<AgentLanguage>([
    ['Arabic', 2],
    ['Tagalog', 1],
    ['Spanish', 1],
    ['Mandarin', 1],
    ['Hindi', 1],
  ]),
  PE: new Weighted<AgentLanguage>([
    ['Mandarin', 3],
    ['Punjabi', 2],
    ['Arabic', 1],
    ['Hindi', 1],
  ]),
  NL: new Weighted<AgentLanguage>([
    ['Arabic', 1],
    ['Mandarin', 1],
    ['Tagalog', 1],
    ['Hindi', 1],
    ['Spanish', 1],
  ]),
  YT: new Weighted<AgentLanguage>([
    ['Tagalog', 3],
    ['German', 2],
    ['Spanish', 1],
    ['Mandarin', 1],
  ]),
  NT: new Weighted<AgentLanguage>([
    ['Tagalog', 3],
    ['Arabic', 1],
    ['Spanish', 1],
    ['Vietnamese', 1],
  ]),
  NU: new Weighted<AgentLanguage>([
    ['Tagalog', 2],
    ['Spanish', 1],
    ['Arabic', 1],
  ]),
};

/** An office serves towns within this many kilometres of it. */
export const SERVING_KM = 40;

function phone(rng: Rng, place: LocalPlace): string {
  return `${rng.pick(areasOf(place))}-555-${String(rng.int(100, 9999)).padStart(4, '0')}`;
}

export interface People {
  offices: Office[];
  agents: Agent[];
  agentsByProvince: Map<ProvinceCode, number[]>;
  agentsByCity: Map<string, number[]>;
  officeIndex: Map<string, number>;
}

/**
 * A suffix for a city's next office, in the office's language (Quebec French, English elsewhere), none of the
 * city's offices has yet: drawn from the five main ones, then the intermediate directions, then numbered.
 */
function officeSuffix(rng: Rng, quebec: boolean, taken: ReadonlySet<string>): string {
  for (const tier of OFFICE_SUFFIXES[quebec ? 'fr' : 'en']) {
    const free = tier.filter((s) => !taken.has(s));
    if (free.length) return rng.pick(free);
  }
  let n = 2;
  while (taken.has(`${n}`)) n++;
  return `${n}`;
}

/**
 * An office's languages: every language its agents speak, the most spoken first (ties in `AGENT_LANGUAGES`
 * order), French first in Quebec. An office without agents speaks its province's language(s).
 */
export function officeLanguages(quebec: boolean, agents: readonly Pick<Agent, 'languages'>[]): string[] {
  const speakers = new Map<string, number>();
  for (const agent of agents) for (const l of agent.languages) speakers.set(l, (speakers.get(l) ?? 0) + 1);
  if (!speakers.size) return quebec ? ['French', 'English'] : ['English'];
  const rank = (l: string) => {
    const k = (AGENT_LANGUAGES as readonly string[]).indexOf(l);
    return k < 0 ? AGENT_LANGUAGES.length : k;
  };
  const languages = [...speakers.keys()].sort(
    (a, b) => speakers.get(b)! - speakers.get(a)! || rank(a) - rank(b) || a.localeCompare(b),
  );
  return quebec && speakers.has('French') ? ['French', ...languages.filter((l) => l !== 'French')] : languages;
}

/**
 * Offices in the larger places of every province and territory, and their agents. `today` dates the agents'
 * reviews (the dataset's day; a fixed day by default).
 */
export function generatePeople(
  rng: Rng,
  places: readonly Place[],
  officeCount: number,
  agentCount: number,
  today: number = REVIEW_EPOCH,
): People {
  const offices: Office[] = [];
  // The suffixes taken in each city, by name and province: two places may share a name (its first office
  // has none).
  const suffixesByCity = new Map<string, Set<string>>();
  // Every province and territory gets an office in its largest place; the rest follow population.
  const hosts: Place[] = PROVINCE_CODES.map((code) => places.find((p) => p.province === code)!).filter(Boolean);
  const big = places.filter((p) => p.population >= 20_000);
  const bigTable = new Weighted(big.map((p) => [p, Math.sqrt(p.population)] as const));
  while (hosts.length < officeCount) hosts.push(bigTable.draw(rng.next()));
  hosts.forEach((place, i) => {
    const quebec = place.province === 'QC';
    const brand = rng.pick(BRANDS);
    const cityKey = `${place.name}|${place.province}`;
    const taken = suffixesByCity.get(cityKey);
    let suffix = '';
    if (taken) {
      suffix = officeSuffix(rng, quebec, taken);
      taken.add(suffix);
    } else suffixesByCity.set(cityKey, new Set());
    const name = `${brand} ${place.name}${suffix ? ` ${suffix}` : ''}`;
    const officeId = `${slug(name)}-${1000 + i}-br`;
    offices.push({
      officeId,
      detailUrl: `/${place.province.toLowerCase()}/${officeId}`,
      name,
      address: quebec
        ? `${rng.int(10, 2999)}, ${rng.pick(['rue', 'boulevard'])} ${rng.pick(STREETS_FR)}`
        : `${rng.int(10, 2999)} ${rng.pick(STREETS_EN)} ${rng.pick(STREET_TYPES_EN)}`,
      city: place.name,
      province: place.province,
      postalCode: '',
      lat: place.lat + rng.normal() * 0.01,
      lng: place.lng + rng.normal() * 0.01,
      phone: phone(rng, place),
      fax: rng.chance(0.5) ? phone(rng, place) : null,
      email: `${slug(place.name)}.${1000 + i}@foyer.example`,
      // Its agents' languages, once they are hired (below).
      languages: [],
      realEstateTypes:
        brand === 'Foyer Commercial' ? ['Commercial', 'Investment'] : rng.some(REAL_ESTATE_TYPES, rng.int(1, 3)),
      website: `https://foyer.example/offices/${officeId}`,
      specializes: rng.some(SPECIALTIES, rng.int(2, 4)),
      // Its own city and some of the towns within a drive of it (not across the water or the province).
      servingAreas: [
        place.name,
        ...places
          .filter((p) => p.province === place.province && p !== place && distanceKm(p, place) < SERVING_KM)
          .slice(0, 40)
          .map((p) => p.name)
          .filter(() => rng.chance(0.3)),
      ].slice(0, 6),
      civicActivities: rng.some(CIVIC_ACTIVITIES, rng.int(0, 3)),
      agentCount: 0,
      // Listings are made after the people: the directory handler serves the count (handlers/directory.ts).
      listingCount: 0,
    });
  });

  const agents: Agent[] = [];
  const agentsByProvince = new Map<ProvinceCode, number[]>();
  const agentsByCity = new Map<string, number[]>();
  for (let i = 0; i < agentCount; i++) {
    // Every office gets at least one agent; the others go where the offices are.
    const officeIndex = i < offices.length ? i : rng.int(0, offices.length - 1);
    const office = offices[officeIndex]!;
    const quebec = office.province === 'QC';
    const firstName = rng.pick(quebec || rng.chance(0.1) ? FIRST_NAMES_FR : FIRST_NAMES_EN);
    const lastName = rng.pick(quebec || rng.chance(0.1) ? LAST_NAMES_FR : LAST_NAMES_EN);
    const agentId = `${slug(`${firstName} ${lastName}`)}-${10_000 + i}-ag`;
    const experienceYears = rng.int(1, 35);
    const reviewCount = rng.int(0, 40);
    const reviews = Array.from({ length: Math.min(reviewCount, 5) }, (_, k) => ({
      author: `${rng.pick(REVIEWERS)} ${rng.pick(INITIALS)}.`,
      rating: RATINGS.draw(rng.next()),
      date: new Date(today - k * 86_400_000 * rng.int(10, 90)).toISOString().slice(0, 10),
      text: rng.pick(REVIEW_TEXT),
      source: 'RealSatisfied',
    }));
    const languages = quebec
      ? ['French', 'English', ...(rng.chance(0.3) ? [rng.weighted(HOME_LANGUAGES.QC!)] : [])]
      : [
          'English',
          ...(rng.chance(FRENCH_SPEAKERS[office.province as ProvinceCode] ?? 0.08) ? ['French'] : []),
          ...(rng.chance(0.35)
            ? [rng.weighted(HOME_LANGUAGES[office.province as ProvinceCode] ?? HOME_LANGUAGES.ON!)]
            : []),
        ];
    const handle = slug(`${firstName}${lastName}`).replace(/-/g, '');
    agents.push({
      agentId,
      detailUrl: `/${office.province.toLowerCase()}/${agentId}`,
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      email: `${slug(firstName)}.${slug(lastName)}.${i}@foyer.example`,
      photoUrl: `/api/v1/photos/agent/${agentId}.svg`,
      city: office.city,
      province: office.province,
      officeId: office.officeId,
      brokerage: office.name,
      experienceYears,
      languages,
      specialties: rng.some(SPECIALTIES, rng.int(1, 4)),
      realEstateTypes: office.realEstateTypes,
      designations: rng.some(DESIGNATIONS, rng.int(0, 3)),
      licenceNumber: `${office.province}-${rng.int(100000, 999999)}`,
      licensedIn: rng.chance(0.12)
        ? [office.province, rng.pick(PROVINCE_CODES.filter((c) => c !== office.province))]
        : [office.province],
      serviceAreas: [office.city, ...office.servingAreas.filter((a) => a !== office.city && rng.chance(0.6))],
      hobbies: rng.some(HOBBIES, rng.int(1, 3)),
      civicActivities: rng.some(CIVIC_ACTIVITIES, rng.int(0, 2)),
      awards: {
        career: experienceYears > 20 && rng.chance(0.3) ? [rng.pick(CAREER_AWARDS)] : [],
        individual: rng.chance(0.4) ? rng.some(INDIVIDUAL_AWARDS, rng.int(1, 2)) : [],
        team: rng.chance(0.2) ? [rng.pick(TEAM_AWARDS)] : [],
      },
      affiliations: rng.some(AFFILIATIONS, rng.int(1, 2)),
      reviews,
      reviewCount,
      rating: reviews.length
        ? Math.round((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) * 10) / 10
        : null,
      phones: {
        direct: rng.chance(0.6) ? phone(rng, hosts[officeIndex]!) : null,
        phone: office.phone,
        mobile: phone(rng, hosts[officeIndex]!),
        fax: office.fax,
      },
      website: `https://foyer.example/agents/${agentId}`,
      socials: {
        ...(rng.chance(0.6) ? { facebook: `https://facebook.com/${handle}` } : {}),
        ...(rng.chance(0.5) ? { instagram: `https://instagram.com/${handle}` } : {}),
        ...(rng.chance(0.5) ? { linkedin: `https://linkedin.com/in/${handle}` } : {}),
        ...(rng.chance(0.1) ? { youtube: `https://youtube.com/@${handle}` } : {}),
      },
      supportsChildrensCharity: rng.chance(0.3),
      supportsBreastCancerCharity: rng.chance(0.2),
      bio: {
        en: `${firstName} has helped buyers and sellers in ${office.city} for ${experienceYears} years, with a focus on ${rng.pick(SPECIALTIES).toLowerCase()}.`,
        fr: `${firstName} accompagne acheteurs et vendeurs à ${office.city} depuis ${experienceYears} ans.`,
      },
      articles: rng.chance(0.2)
        ? [
            {
              // In the agent's working language: the page marks it (lang) where that is not the page's.
              title: quebec ? `Notes sur le marché de ${office.city}` : `Notes on the ${office.city} market`,
              url: `/blog/market-notes-${slug(office.city)}`,
            },
          ]
        : [],
      // Served by the directory handler, as the agent's page counts it (handlers/directory.ts).
      listingCount: 0,
    });
    office.agentCount++;
    const byProvince = agentsByProvince.get(office.province as ProvinceCode) ?? [];
    byProvince.push(i);
    agentsByProvince.set(office.province as ProvinceCode, byProvince);
    const cityKey = `${office.city}|${office.province}`;
    const byCity = agentsByCity.get(cityKey) ?? [];
    byCity.push(i);
    agentsByCity.set(cityKey, byCity);
  }
  const staff = new Map<string, Agent[]>();
  for (const agent of agents) {
    const members = staff.get(agent.officeId);
    if (members) members.push(agent);
    else staff.set(agent.officeId, [agent]);
  }
  for (const office of offices)
    office.languages = officeLanguages(office.province === 'QC', staff.get(office.officeId) ?? []);
  const officeIndex = new Map(offices.map((o, i) => [o.officeId, i]));
  return { offices, agents, agentsByProvince, agentsByCity, officeIndex };
}
