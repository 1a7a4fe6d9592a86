// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import type { Agent } from '@/api/contract/directory';
import { loadMessages } from '@/i18n/locale';
import { createDataset } from '@/mocks/dataset';
import type { ListingCore } from '@/mocks/dataset/listings';
import { defaultDb } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const where = () => screen.getByTestId('location').textContent;

let agents: readonly Agent[];
let listings: readonly ListingCore[];
/** A French-speaking agent with reviews, every phone, and more than a page of listings. */
let agent: Agent;
let agentIndex: number;

beforeAll(async () => {
  const data = createDataset();
  agents = data.agents;
  listings = data.listings;
  agentIndex = agents.findIndex(
    (a) =>
      a.languages.includes('French') &&
      a.reviews.length > 1 &&
      a.listingCount > 24 &&
      Object.values(a.phones).every(Boolean),
  );
  if (agentIndex < 0) throw new Error('The demo dataset has no French-speaking agent with reviews and listings');
  agent = agents[agentIndex]!;
  await Promise.all([
    loadMessages('en', 'people'),
    loadMessages('fr', 'people'),
    loadMessages('en', 'detail'),
    loadMessages('fr', 'detail'),
  ]);
});

afterEach(() => {
  document.head
    .querySelectorAll('link[rel="canonical"], script[type="application/ld+json"], meta[name="prerender-status-code"]')
    .forEach((e) => e.remove());
  window.location.hash = '';
});

async function renderAgent(route: string) {
  const view = await renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { route },
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return view;
}

const digits = (phone: string) => phone.replace(/[^\d+]/g, '');

describe('an agent’s profile, through the real providers and the demo API', () => {
  it('shows the agent: name, brokerage linked to the office, phones as tel: links, head tags', async () => {
    await renderAgent(agent.detailUrl);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(agent.name);
    const office = screen.getByRole('link', { name: agent.brokerage });
    expect(office.getAttribute('href')).toBe(`/${agent.province.toLowerCase()}/${agent.officeId}`);
    const tel = [...document.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href'));
    expect(tel).toEqual(
      [agent.phones.direct, agent.phones.phone, agent.phones.mobile, agent.phones.fax].map((p) => `tel:${digits(p!)}`),
    );
    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms.slice(0, 4)).toEqual(['Direct', 'Phone', 'Mobile', 'Fax']);
    const direct = [...document.querySelectorAll('dd')].find((dd) => dd.textContent === agent.phones.direct);
    expect(direct?.previousElementSibling?.textContent).toBe('Direct');
    // The about tab: experience, languages in the page's language, licence.
    screen.getByText(agent.experienceYears === 1 ? '1 year' : `${agent.experienceYears} years`);
    expect(screen.getAllByText('French').length).toBeGreaterThan(0);
    screen.getByText(agent.licenceNumber);
    screen.getByText(agent.bio.en);

    await waitFor(() => expect(document.title).toContain(`${agent.name}, real estate agent in ${agent.city}`));
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    expect(canonical?.href).toBe(`${window.location.origin}${agent.detailUrl}`);
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(ld['@type']).toBe('RealEstateAgent');
    expect(ld.name).toBe(agent.name);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: agent.rating, reviewCount: agent.reviewCount });
    expect(document.head.querySelector('meta[name="prerender-status-code"]')).toBeNull();
    const main = document.querySelector('main') ?? document.body;
    const results = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('moves between tabs by keyboard, with the tab in the URL, and opens a shared ?tab=reviews link on Reviews', async () => {
    const { user } = await renderAgent(agent.detailUrl);
    const tablist = screen.getByRole('tablist');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['About', 'My Listings', 'Awards & Affiliations', 'Reviews']);
    const about = screen.getByRole('tab', { name: 'About' });
    expect(about.getAttribute('aria-selected')).toBe('true');
    act(() => about.focus());
    await user.keyboard('{ArrowRight}');
    const listingsTab = screen.getByRole('tab', { name: 'My Listings' });
    expect(document.activeElement).toBe(listingsTab);
    expect(listingsTab.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(where()).toBe(`${agent.detailUrl}?tab=listings`));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Reviews' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(where()).toBe(`${agent.detailUrl}?tab=reviews`));
    await user.keyboard('{Home}');
    await waitFor(() => expect(where()).toBe(agent.detailUrl));
    expect(about.getAttribute('aria-selected')).toBe('true');
  });

  it('opens on Reviews from a shared link: the rating, the provider and dated reviews', async () => {
    await renderAgent(`${agent.detailUrl}?tab=reviews`);
    const reviewsTab = screen.getByRole('tab', { name: 'Reviews' });
    expect(reviewsTab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Reviews' });
    within(panel).getByText(`Reviews by ${agent.reviews[0]!.source}`);
    within(panel).getByText(`${agent.rating} out of 5`);
    within(panel).getByText(`${agent.reviewCount} reviews`);
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(agent.reviews.length);
    const newest = [...agent.reviews].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(items[0]!.textContent).toContain(newest.author);
    expect(items[0]!.querySelector('time')?.getAttribute('datetime')).toBe(newest.date);
    within(items[0]!).getByRole('img', { name: `${newest.rating} out of 5 stars` });
  });

  it('lists only the agent’s listings, sorted as asked, a page at a time', async () => {
    const { user } = await renderAgent(`${agent.detailUrl}?tab=listings`);
    const panel = screen.getByRole('tabpanel', { name: 'My Listings' });
    const own = new Set(
      listings.filter((l) => l.agent === agentIndex || l.coAgent === agentIndex).map((l) => l.listingId),
    );
    const byId = new Map(listings.map((l) => [l.listingId, l]));
    const shown = () =>
      [...panel.querySelectorAll<HTMLElement>('article[data-listing-id]')].map((card) => card.dataset.listingId!);
    await waitFor(() => expect(shown().length).toBe(12), { timeout: 10_000 });
    for (const id of shown()) expect(own.has(id), id).toBe(true);
    const audit = await axe.run(panel, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((v) => v.id)).toEqual([]);

    const sort = within(panel).getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Highest price');
    await waitFor(() => expect(where()).toBe(`${agent.detailUrl}?tab=listings&sort=highest-price`));
    await waitFor(() => {
      const prices = shown().map((id) => byId.get(id)!.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const forSale = [...own].map((id) => byId.get(id)!).filter((l) => l.saleMode !== 'sold');
      expect(prices[0]).toBe(Math.max(...forSale.map((l) => l.price)));
    });
    const highest = shown();
    for (const id of highest) expect(own.has(id), id).toBe(true);

    await user.selectOptions(sort, 'Lowest price');
    await waitFor(() => expect(where()).toBe(`${agent.detailUrl}?tab=listings&sort=lowest-price`));
    await waitFor(() => {
      const prices = shown().map((id) => byId.get(id)!.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
    expect(shown()).not.toEqual(highest);

    const pages = within(panel).getByRole('navigation', { name: 'Pages of results' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(where()).toBe(`${agent.detailUrl}?tab=listings&sort=lowest-price&pageNumber=2`));
    await waitFor(() =>
      expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'),
    );
    for (const id of shown()) expect(own.has(id), id).toBe(true);
  });

  it('ignores a hostile query: unknown tab, sort and page fall back', async () => {
    await renderAgent(`${agent.detailUrl}?tab=%3Cscript%3E&sort=nope&pageNumber=-3`);
    expect(screen.getByRole('tab', { name: 'About' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends a lead to the agent from section#contact, with the agent’s preset message', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    window.location.hash = '#contact';
    try {
      const { user } = await renderAgent(agent.detailUrl);
      const section = document.querySelector<HTMLElement>('section#contact')!;
      expect(section).not.toBeNull();
      expect(scrolled.mock.contexts).toContain(section);
      const contact = within(section);
      expect(contact.getByRole('heading', { level: 2 }).textContent).toBe(`Contact ${agent.name}`);
      const message = contact.getByRole('textbox', { name: /^Message/ });
      expect((message as HTMLTextAreaElement).value).toContain(agent.name);
      expect(contact.queryByRole('checkbox')).toBeNull();
      await user.type(contact.getByRole('textbox', { name: 'Your name' }), 'Ana Silva');
      await user.type(contact.getByRole('textbox', { name: 'E-mail' }), 'ana@example.ca');
      await user.click(contact.getByRole('button', { name: 'Send message' }));
      await contact.findByText('Message sent');
      expect(defaultDb.state.leads.at(-1)!.body).toMatchObject({
        name: 'Ana Silva',
        email: 'ana@example.ca',
        lookingTo: 'buy',
        agentId: agent.agentId,
        message: (message as HTMLTextAreaElement).defaultValue,
      });
      expect(defaultDb.state.leads.at(-1)!.body).not.toHaveProperty('listingId');
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('asks a signed-out visitor to sign in to save the agent', async () => {
    const { user } = await renderAgent(agent.detailUrl);
    const save = screen.getByRole('button', { name: 'Save agent' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    // The drawer is a lazy chunk: when the account's code has loaded, the click opens it at once and the drawer
    // suspends inside the click's act, which React finishes only in an awaited act (a sync one left it hanging).
    await act(async () => {
      await user.click(save);
    });
    await screen.findByRole('dialog', { name: 'Sign in or create an account' });
  });

  it('speaks French under /fr', async () => {
    await renderAgent(`/fr${agent.detailUrl}`);
    expect(
      within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['À propos', 'Mes inscriptions', 'Prix et distinctions', 'Avis']);
    if (agent.bio.fr) screen.getByText(agent.bio.fr);
    expect(screen.getAllByText('Français').length).toBeGreaterThan(0);
    const section = within(document.querySelector<HTMLElement>('section#contact')!);
    expect(section.getByRole('heading', { level: 2 }).textContent).toBe(`Contacter ${agent.name}`);
    section.getByRole('button', { name: 'Envoyer le message' });
    await waitFor(() => expect(document.title).toContain(`courtier immobilier à ${agent.city}`));
  });

  it('answers an unknown agent id with the 404 page and status 404', async () => {
    await renderAgent('/on/nobody-at-all-99999-ag');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This agent’s profile isn’t available');
    expect(screen.getByRole('link', { name: 'Find an agent' }).getAttribute('href')).toBe('/agents');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="prerender-status-code"]')?.getAttribute('content')).toBe('404'),
    );
  });

  it('keeps the page and offers a retry when the profile cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/agent/:agentId', () =>
        fail ? HttpResponse.json({ errors: ['Service unavailable.'] }, { status: 400 }) : undefined,
      ),
    );
    const view = await renderWithProviders(undefined, { route: agent.detailUrl });
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'We couldn’t load this profile' }, { timeout: 10_000 }))
        .textContent,
    ).toBeTruthy();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 1, name: agent.name }, { timeout: 10_000 })).textContent).toBe(
      agent.name,
    );
  });
});
