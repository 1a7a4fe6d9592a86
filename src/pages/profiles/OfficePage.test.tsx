// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import type { Agent, Office } from '@/api/contract/directory';
import { loadMessages } from '@/i18n/locale';
import { createDataset } from '@/mocks/dataset';
import type { ListingCore } from '@/mocks/dataset/listings';
import { defaultDb } from '@/mocks/handlers';
import { renderWithProviders } from '@/test/render';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const where = () => screen.getByTestId('location').textContent;

let agents: readonly Agent[];
let offices: readonly Office[];
let listings: readonly ListingCore[];
/** An office with more than a page of agents. */
let office: Office;
let officeIndex: number;

beforeAll(async () => {
  const data = createDataset();
  agents = data.agents;
  offices = data.offices;
  listings = data.listings;
  const counts = new Map<string, number>();
  for (const agent of agents) counts.set(agent.officeId, (counts.get(agent.officeId) ?? 0) + 1);
  officeIndex = offices.findIndex((o) => (counts.get(o.officeId) ?? 0) > 12 && o.listingCount > 0);
  if (officeIndex < 0) officeIndex = offices.findIndex((o) => (counts.get(o.officeId) ?? 0) > 1);
  office = offices[officeIndex]!;
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
});

async function renderOffice(route: string) {
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

describe('an office’s page, through the real providers and the demo API', () => {
  it('shows the office: address with driving directions, phone, about, structured data', async () => {
    await renderOffice(office.detailUrl);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(office.name);
    const directions = screen.getByRole('link', { name: /^Directions/ });
    const href = new URL(directions.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://www.google.com/maps/dir/');
    expect(href.searchParams.get('destination')).toBe(`${office.address}, ${office.city}, ${office.province}`);
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: office.phone }).getAttribute('href')).toBe(
      `tel:${office.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(
      within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['About', 'Our Listings', 'Our Agents']);
    const about = screen.getByRole('tabpanel', { name: 'About' });
    for (const area of office.servingAreas) within(about).getByText(area);
    // Named by their messages: the English typographic apostrophe (Children’s Wish Foundation).
    for (const civic of office.civicActivities) within(about).getByText(civic.replace(/'/g, '’'));

    await waitFor(() => expect(document.title).toContain(`${office.name}, real estate office in ${office.city}`));
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(ld['@type']).toEqual(['RealEstateAgent', 'Organization']);
    expect(ld.telephone).toBe(office.phone);
    expect(ld.geo).toMatchObject({ latitude: office.lat, longitude: office.lng });
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    expect(canonical?.href).toBe(`${window.location.origin}${office.detailUrl}`);
    const main = document.querySelector('main') ?? document.body;
    const results = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('lists its agents, each linked to their profile, a page at a time', async () => {
    const { user } = await renderOffice(office.detailUrl);
    await user.click(screen.getByRole('tab', { name: 'Our Agents' }));
    await waitFor(() => expect(where()).toBe(`${office.detailUrl}?tab=agents`));
    const panel = screen.getByRole('tabpanel', { name: 'Our Agents' });
    const links = () => [...panel.querySelectorAll<HTMLAnchorElement>('a[href$="-ag"]')];
    await waitFor(() => expect(links().length).toBeGreaterThan(0), { timeout: 10_000 });
    const staff = agents.filter((a) => a.officeId === office.officeId);
    within(panel).getByText(`${staff.length} agents`);
    const byUrl = new Map(agents.map((a) => [a.detailUrl, a]));
    for (const link of links()) {
      const agent = byUrl.get(link.getAttribute('href')!);
      expect(agent, link.getAttribute('href')!).toBeDefined();
      expect(agent!.officeId).toBe(office.officeId);
      expect(link.textContent).toBe(agent!.name);
    }
    expect(links()).toHaveLength(Math.min(12, staff.length));
    const audit = await axe.run(panel, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((v) => v.id)).toEqual([]);
    if (staff.length > 12) {
      const first = links().map((a) => a.getAttribute('href'));
      await user.click(within(panel).getByRole('link', { name: 'Page 2' }));
      await waitFor(() => expect(where()).toBe(`${office.detailUrl}?tab=agents&pageNumber=2`));
      await waitFor(() => expect(links().map((a) => a.getAttribute('href'))).not.toEqual(first));
      for (const link of links()) expect(byUrl.get(link.getAttribute('href')!)!.officeId).toBe(office.officeId);
    }
  });

  it('lists only the office’s listings', async () => {
    await renderOffice(`${office.detailUrl}?tab=listings`);
    const panel = screen.getByRole('tabpanel', { name: 'Our Listings' });
    const own = new Set(listings.filter((l) => l.office === officeIndex).map((l) => l.listingId));
    const shown = () =>
      [...panel.querySelectorAll<HTMLElement>('article[data-listing-id]')].map((card) => card.dataset.listingId!);
    await waitFor(() => expect(shown().length).toBeGreaterThan(0), { timeout: 10_000 });
    for (const id of shown()) expect(own.has(id), id).toBe(true);
  });

  it('sends a lead to the office with its preset message', async () => {
    const { user } = await renderOffice(office.detailUrl);
    const contact = within(document.querySelector<HTMLElement>('section#contact')!);
    const message = contact.getByRole<HTMLTextAreaElement>('textbox', { name: /^Message/ });
    expect(message.value).toContain(office.name);
    await user.type(contact.getByRole('textbox', { name: 'Your name' }), 'Sam Lee');
    await user.type(contact.getByRole('textbox', { name: 'E-mail' }), 'sam@example.ca');
    await user.click(contact.getByRole('radio', { name: 'Sell' }));
    await user.click(contact.getByRole('button', { name: 'Send message' }));
    await contact.findByText('Message sent');
    contact.getByText(new RegExp(`An agent of ${office.name} will answer`));
    expect(defaultDb.state.leads.at(-1)!.body).toMatchObject({
      name: 'Sam Lee',
      lookingTo: 'sell',
      officeId: office.officeId,
      message: message.defaultValue,
    });
  });

  it('speaks French under /fr', async () => {
    await renderOffice(`/fr${office.detailUrl}?tab=agents`);
    expect(
      within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['À propos', 'Nos inscriptions', 'Nos courtiers']);
    expect(screen.getByRole('tab', { name: 'Nos courtiers' }).getAttribute('aria-selected')).toBe('true');
    screen.getByRole('link', { name: /^Itinéraire/ });
    const panel = screen.getByRole('tabpanel', { name: 'Nos courtiers' });
    await waitFor(() => expect(panel.querySelectorAll('a[href^="/fr/"][href$="-ag"]').length).toBeGreaterThan(0));
  });

  it('answers an unknown office id with the 404 page and status 404', async () => {
    await renderOffice('/qc/nowhere-realty-99999-br');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This office’s page isn’t available');
    expect(screen.getByRole('link', { name: 'Find an office' }).getAttribute('href')).toBe('/offices');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="prerender-status-code"]')?.getAttribute('content')).toBe('404'),
    );
  });
});
