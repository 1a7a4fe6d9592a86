// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useLocation, useNavigate } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '@/api/contract/directory';
import { App } from '@/app/App';
import { loadMessages } from '@/i18n/locale';
import { defaultDb } from '@/mocks/handlers';
import { renderWithProviders } from '@/test/render';

// The demo API's own dataset (the one createDataset() builds), so every assertion checks real data.
let agents: readonly Agent[];
let byId: Map<string, Agent>;

beforeAll(async () => {
  agents = defaultDb.data.agents;
  byId = new Map(agents.map((agent) => [agent.agentId, agent]));
  await Promise.all([loadMessages('en', 'people'), loadMessages('fr', 'people')]);
});

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        test:back
      </button>
    </>
  );
}

const render = (route: string) =>
  renderWithProviders(
    <>
      <App />
      <Probe />
    </>,
    { route },
  );

/** The roster's result count (the page has other live regions: the route announcer, the snackbar). */
const countElement = () => {
  const element = document.querySelector<HTMLElement>('p.roster-count[role="status"]');
  if (!element) throw new Error('No result count yet');
  return element;
};
const search = () => screen.getByTestId('search').textContent;
const cards = () => Array.from(document.querySelectorAll<HTMLElement>('article[data-agent-id]'));
const shown = (): Agent[] =>
  cards().map((card) => {
    const agent = byId.get(card.dataset.agentId ?? '');
    if (!agent) throw new Error(`No agent ${card.dataset.agentId} in the dataset`);
    return agent;
  });
/** Waits until the list shows a settled page of results. */
async function settled() {
  await waitFor(() => {
    expect(countElement().textContent).toMatch(/\d|^No /);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
}
const count = () => countElement().textContent;

describe('the agent roster, through the real providers and the demo API', () => {
  it('lists agents with their cards, the count, paging and the page’s head tags', async () => {
    await render('/agents');
    await screen.findByRole('heading', { level: 1, name: 'Find a real estate agent in Canada' }, { timeout: 10_000 });
    await settled();
    expect(count()).toBe(`${agents.length} agents`);
    expect(cards()).toHaveLength(12);
    const first = shown()[0]!;
    const card = cards()[0]!;
    const link = within(card).getByRole('link', { name: first.name });
    expect(link.closest('h2')).not.toBeNull();
    expect(link.getAttribute('href')).toBe(`/${first.province.toLowerCase()}/${first.agentId}`);
    expect(
      within(card)
        .getByRole('link', { name: `Contact ${first.name}` })
        .getAttribute('href'),
    ).toBe(`/${first.province.toLowerCase()}/${first.agentId}#contact`);
    expect(card.textContent).toContain(first.brokerage);
    expect(card.textContent).toContain(`${first.city}, ${first.province}`);
    const img = card.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(first.photoUrl);
    expect(img.getAttribute('width')).toBe('88');
    // Ratings are said in words, and the review count is shown.
    const rated = cards().find((c) => byId.get(c.dataset.agentId!)!.reviewCount > 0)!;
    const agent = byId.get(rated.dataset.agentId!)!;
    within(rated).getByText(`${agent.rating} out of 5`);
    within(rated).getByText(`${agent.reviewCount} review${agent.reviewCount === 1 ? '' : 's'}`);
    expect(screen.getByRole('searchbox', { name: 'Search by name or location' }).getAttribute('placeholder')).toBe(
      'Search by name or location',
    );
    screen.getByRole('navigation', { name: 'Pages of results' });
    expect(document.title).toMatch(/^Find a real estate agent in Canada \|/);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/agents$/);
  });

  it('has no axe-core violations with results', async () => {
    await render('/agents?language=french&supporter=children');
    await settled();
    const main = document.querySelector('main') ?? document.body;
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(main, { rules })).violations.map((v) => v.id)).toEqual([]);
  });

  it('has no axe-core violations in its French empty state', async () => {
    await render('/fr/agents?text=zzqxj');
    await screen.findByRole(
      'heading',
      { name: 'Aucun courtier ne correspond à votre recherche.' },
      { timeout: 10_000 },
    );
    const main = document.querySelector('main') ?? document.body;
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(main, { rules })).violations.map((v) => v.id)).toEqual([]);
  });

  it('offers the priority languages first, then the rest alphabetically', async () => {
    await render('/agents');
    const select = await screen.findByRole('combobox', { name: 'Language' }, { timeout: 10_000 });
    const labels = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels.slice(0, 5)).toEqual(['Any language', 'English', 'French', 'Mandarin', 'Spanish']);
    const rest = labels.slice(5);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-CA')));
    expect(rest).toHaveLength(12);
  });

  it('filters by French: every card speaks French, the count is the dataset’s, and Back undoes it', async () => {
    const { user } = await render('/agents');
    await settled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'french');
    await waitFor(() => expect(search()).toBe('?language=french'));
    const french = agents.filter((a) => a.languages.includes('French'));
    await waitFor(() => expect(count()).toBe(`${french.length} agents`));
    await settled();
    expect(cards()).toHaveLength(12);
    for (const agent of shown()) expect(agent.languages).toContain('French');
    for (const card of cards()) expect(card.textContent).toContain('French');
    // Back restores the search before the filter.
    await user.click(screen.getByRole('button', { name: 'test:back' }));
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect(count()).toBe(`${agents.length} agents`));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' }).value).toBe('');
  });

  it('sorts by last name A–Z and by experience, most first', async () => {
    const { user } = await render('/agents?language=english');
    await settled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'lastNameAsc');
    await waitFor(() => expect(search()).toBe('?language=english&sort=lastNameAsc'));
    await settled();
    await waitFor(() => {
      const names = shown().map((a) => a.lastName);
      expect(names).toHaveLength(12);
      for (let i = 1; i < names.length; i++) {
        expect(names[i - 1]!.localeCompare(names[i]!, 'fr-CA')).toBeLessThanOrEqual(0);
      }
    });
    // The first of all English speakers by last name, not merely an ordered page.
    const english = agents.filter((a) => a.languages.includes('English'));
    const firstName = [...english].sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr-CA'))[0]!.lastName;
    expect(shown()[0]!.lastName).toBe(firstName);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'experienceDesc');
    await waitFor(() => expect(search()).toBe('?language=english&sort=experienceDesc'));
    await waitFor(() => {
      const years = shown().map((a) => a.experienceYears);
      expect(years[0]).toBe(Math.max(...english.map((a) => a.experienceYears)));
      for (let i = 1; i < years.length; i++) expect(years[i]).toBeLessThanOrEqual(years[i - 1]!);
    });
  });

  it('finds a real agent by name', async () => {
    // The agent whose last name is rarest in the dataset, searched by first and last name.
    const tally = new Map<string, number>();
    for (const a of agents) tally.set(a.lastName, (tally.get(a.lastName) ?? 0) + 1);
    const target = [...agents].sort((a, b) => tally.get(a.lastName)! - tally.get(b.lastName)!)[0]!;
    const words = [target.firstName, target.lastName].map((w) => w.toLowerCase());
    const matching = agents.filter((a) => {
      const text = `${a.name} ${a.brokerage} ${a.serviceAreas.join(' ')} ${a.city}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
    const { user } = await render('/agents');
    await settled();
    const box = screen.getByRole('searchbox', { name: 'Search by name or location' });
    await user.type(box, `  ${target.firstName}   ${target.lastName} `);
    const form = screen.getByRole('search', { name: 'Search agents' });
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    const expected = new URLSearchParams({ text: `${target.firstName} ${target.lastName}` }).toString();
    await waitFor(() => expect(search()).toBe(`?${expected}`));
    await waitFor(() => expect(count()).toBe(`${matching.length} agent${matching.length === 1 ? '' : 's'}`));
    await settled();
    expect(cards().map((c) => c.dataset.agentId)).toContain(target.agentId);
    expect(matching.length).toBeLessThan(agents.length);
  });

  it('pages through the results, and moves focus to the count on a new page', async () => {
    const { user } = await render('/agents?sort=lastNameAsc');
    await settled();
    const page1 = cards().map((c) => c.dataset.agentId);
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(search()).toBe('?sort=lastNameAsc&pageNumber=2'));
    await waitFor(() => {
      const page2 = cards().map((c) => c.dataset.agentId);
      expect(page2).toHaveLength(12);
      expect(page2.filter((id) => page1.includes(id))).toEqual([]);
    });
    expect(document.activeElement).toBe(countElement());
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/agents\?sort=lastNameAsc&pageNumber=2$/,
    );
  });

  it('lists only Toronto’s agents on its city page, without a province filter', async () => {
    await render('/on/toronto-real-estate-agents');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Real estate agents in Toronto, Ontario' },
      { timeout: 10_000 },
    );
    await settled();
    const toronto = agents.filter((a) => a.city === 'Toronto' && a.province === 'ON');
    expect(toronto.length).toBeGreaterThan(0);
    expect(count()).toBe(`${toronto.length} agent${toronto.length === 1 ? '' : 's'}`);
    for (const agent of shown()) expect([agent.city, agent.province]).toEqual(['Toronto', 'ON']);
    expect(screen.queryByRole('combobox', { name: 'Licensed in' })).toBeNull();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Find a real estate agent in Toronto, Ontario on /,
    );
  });

  it('restores a shared link: the controls show its search and every card obeys it', async () => {
    const agent = agents.find(
      (a) => a.languages.includes('French') && a.specialties.length > 0 && a.province === 'QC',
    )!;
    const specialty = agent.specialties[0]!;
    const slug = specialty.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await render(`/agents?language=french&specialty=${slug}&licensed=qc&sort=experienceDesc`);
    await screen.findByRole('heading', { level: 1, name: 'Real estate agents in Quebec' }, { timeout: 10_000 });
    await settled();
    const value = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name }).value;
    expect(value('Language')).toBe('french');
    expect(value('Specialty')).toBe(slug);
    expect(value('Licensed in')).toBe('qc');
    expect(value('Sort')).toBe('experienceDesc');
    expect(cards().length).toBeGreaterThan(0);
    for (const a of shown()) {
      expect(a.languages).toContain('French');
      expect(a.specialties.some((s) => s.includes(specialty))).toBe(true);
      expect(a.province).toBe('QC');
    }
    const matching = agents.filter(
      (a) => a.languages.includes('French') && a.specialties.some((s) => s.includes(specialty)) && a.province === 'QC',
    );
    expect(count()).toBe(`${matching.length} agent${matching.length === 1 ? '' : 's'}`);
  });

  it('says when nothing matches, and offers a way out', async () => {
    const { user } = await render('/agents?text=zzqxj&language=german');
    await screen.findByRole('heading', { name: 'No agents match your search.' }, { timeout: 10_000 });
    expect(count()).toBe('No agents');
    expect(screen.getByRole('link', { name: 'See all agents in Canada' }).getAttribute('href')).toBe('/agents');
    // One "Clear filters" at a time: the empty state's.
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveLength(1);
    await user.click(clear[0]!);
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect(count()).toBe(`${agents.length} agents`));
    expect(screen.getByRole('searchbox', { name: 'Search by name or location' })).toHaveProperty('value', '');
  });

  it('survives hostile links: bad values are ignored, pages clamped', async () => {
    await render(
      `/agents?pageNumber=-3&language=klingon&sort=__proto__&licensed=zz&supporter=constructor&text=${'x%20'.repeat(3000)}`,
    );
    await settled();
    expect(count()).toMatch(/^(\d+ agents?|No agents)$/);
    // The text is kept, trimmed and capped; the unknown values are dropped.
    expect(screen.getByRole('searchbox', { name: 'Search by name or location' })).toHaveProperty(
      'value',
      'x '.repeat(50).trim(),
    );
    const value = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name }).value;
    expect([value('Language'), value('Licensed in'), value('Proud supporter'), value('Sort')]).toEqual([
      '',
      '',
      '',
      'none',
    ]);
  });

  it('moves a page past the end to the last page', async () => {
    const last = Math.ceil(agents.length / 12);
    await render('/agents?pageNumber=9999');
    await waitFor(() => expect(search()).toBe(`?pageNumber=${last}`));
    await settled();
    expect(cards().length).toBe(agents.length - (last - 1) * 12);
  });

  it('speaks French on /fr, with the category prefix kept in links', async () => {
    await render('/fr/luxury/agents?language=french');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Trouver un courtier immobilier au Canada' },
      { timeout: 10_000 },
    );
    await settled();
    const french = agents.filter((a) => a.languages.includes('French'));
    expect(count()).toBe(`${french.length} courtiers`);
    const box = screen.getByRole('searchbox', { name: 'Rechercher par nom ou lieu' });
    expect(box.getAttribute('placeholder')).toBe('Rechercher par nom ou lieu');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Langue' }).value).toBe('french');
    screen.getByRole('combobox', { name: 'Trier' });
    const card = cards()[0]!;
    const agent = byId.get(card.dataset.agentId!)!;
    expect(within(card).getByRole('link', { name: agent.name }).getAttribute('href')).toBe(
      `/fr/luxury/${agent.province.toLowerCase()}/${agent.agentId}`,
    );
    expect(card.textContent).toContain('Français');
  });

  it('names a licensed province with the right French preposition', async () => {
    await render('/fr/agents?licensed=qc');
    await screen.findByRole('heading', { level: 1, name: 'Courtiers immobiliers au Québec' }, { timeout: 10_000 });
    await settled();
    const quebec = agents.filter((a) => a.province === 'QC');
    expect(count()).toBe(`${quebec.length} courtiers`);
    for (const agent of shown()) expect(agent.province).toBe('QC');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Trouvez un courtier immobilier au Québec sur /,
    );
  });
});
