import { beforeEach, describe, expect, it } from 'vitest';
import type { Agent, AgentCard, Office, OfficeCard, RosterPage } from '@/api/contract/directory';
import type { ResultOf } from '@/api/contract/envelope';
import { API, callPath } from '@/api/contract/paths';
import { createDb } from '../db';
import { createHandlers } from '../handlers';
import { server } from '../node';
import { slug } from '../text';

const ORIGIN = 'http://demo.test';
const db = createDb({ listings: 4000, today: Date.UTC(2026, 3, 1) });

beforeEach(() => {
  server.use(...createHandlers(db));
});

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${ORIGIN}${path}`);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Every page of a roster search. */
async function roster<T>(entry: typeof API.office | typeof API.agent, query: string): Promise<T[]> {
  const all: T[] = [];
  for (let from = 0; ; from += 100) {
    const { result } = await get<RosterPage<T>>(`${callPath(entry, 'search')}?${query}&size=100&from=${from}`);
    all.push(...result.results);
    if (all.length >= result.totalHits) return all;
  }
}

const galleryTotal = async (owner: string) =>
  (await get<ResultOf<{ totalHits: number }>>(`${callPath(API.listings, 'gallery')}?${owner}&size=1`)).result.totalHits;

describe('the demo agent and office directory', () => {
  it('finds an office by any language its agents speak', async () => {
    const { offices, agents } = db.data;
    const speakers = (language: string) =>
      new Set(agents.filter((a) => a.languages.includes(language)).map((a) => a.officeId));
    for (const language of ['Mandarin', 'French', 'Punjabi']) {
      const found = await roster<OfficeCard>(API.office, `language=${language.toLowerCase()}`);
      const ids = new Set(found.map((o) => o.officeId));
      // Every office with a speaker of the language, and only those.
      expect(ids, language).toEqual(speakers(language));
    }
    // With the place filters, as the city roster asks (the reviewer's case: a "… Vancouver East" office).
    const office = offices.find((o) =>
      agents.some((a) => a.officeId === o.officeId && a.languages.includes('Mandarin')),
    )!;
    expect(office.languages).toContain('Mandarin');
    const inCity = await roster<OfficeCard>(
      API.office,
      `language=Mandarin&province=${office.province}&city=${slug(office.city)}`,
    );
    expect(inCity.map((o) => o.officeId)).toContain(office.officeId);
  });

  it('counts an office’s listings as its page lists them, on its card and its profile alike', async () => {
    const cards = await roster<OfficeCard>(API.office, 'text=');
    expect(cards).toHaveLength(db.data.offices.length);
    for (const card of cards) {
      const listed = await galleryTotal(`officeId=${card.officeId}`);
      const { result: office } = await get<ResultOf<Office>>(callPath(API.office, card.officeId));
      expect(card.listingCount, card.name).toBe(listed);
      expect(office.listingCount, card.name).toBe(listed);
    }
    // Sold listings are not on offer, so not on the page nor in the count.
    const { listings } = db.data;
    const busiest = cards.reduce((a, b) => (b.listingCount > a.listingCount ? b : a));
    const index = db.data.officeById.get(busiest.officeId)!;
    const all = listings.filter((l) => l.office === index);
    expect(busiest.listingCount).toBe(all.filter((l) => l.saleMode !== 'sold').length);
    expect(cards.reduce((sum, c) => sum + c.listingCount, 0)).toBe(
      listings.filter((l) => l.saleMode !== 'sold').length,
    );
  });

  it('counts an agent’s listings as their page lists them (as agent or co-agent), on cards and the profile', async () => {
    const { offices } = db.data;
    // Every agent of a few offices, from the office's roster and the agent search.
    for (const office of offices.slice(0, 6)) {
      const { result } = await get<RosterPage<AgentCard>>(
        `${callPath(API.office, `${office.officeId}/agents`)}?size=100`,
      );
      for (const card of result.results) {
        const listed = await galleryTotal(`agentId=${card.agentId}`);
        const { result: agent } = await get<ResultOf<Agent>>(callPath(API.agent, card.agentId));
        expect(card.listingCount, card.name).toBe(listed);
        expect(agent.listingCount, card.name).toBe(listed);
      }
    }
    const searched = await roster<AgentCard>(API.agent, `province=${offices[0]!.province}`);
    for (const card of searched.slice(0, 20))
      expect(card.listingCount, card.name).toBe(await galleryTotal(`agentId=${card.agentId}`));
    // Co-agents count too: the counts add up to the listings on offer and their co-agents.
    const onOffer = db.data.listings.filter((l) => l.saleMode !== 'sold');
    expect(db.data.agents.reduce((sum, a) => sum + a.listingCount, 0)).toBe(
      onOffer.length + onOffer.filter((l) => l.coAgent !== null && l.coAgent !== l.agent).length,
    );
  });
});
