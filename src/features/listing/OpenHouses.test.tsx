// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetail } from '@/api/contract/listings';
import { makeStore } from '@/test/stores';
import { defaultDb } from '@/mocks/handlers';
import type { ListingCore } from '@/mocks/dataset/listings';
import { OpenHouses } from './OpenHouses';
import { renderWithProviders } from '@/test/render';
import { listingApi } from './listing-endpoints';

/** A real listing of the demo dataset, through the demo API's detail call. */
async function demoListing(match: (core: ListingCore) => boolean): Promise<ListingDetail> {
  const core = defaultDb.data.listings.find(match);
  if (!core) throw new Error('The demo dataset has no such listing');
  return makeStore().dispatch(listingApi.endpoints.listingDetail.initiate(core.listingId)).unwrap();
}

const hand = (fields: Partial<ListingDetail>): ListingDetail => ({
  listingId: '1-main-street-wp_id1-lst',
  detailUrl: '/bc/vancouver-real-estate/1-main-street-wp_id1-lst',
  address: '1 Main Street',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'v5k0a1',
  saleMode: 'forSale',
  listingCategory: 'residential',
  agentId: 'a-ag',
  officeId: 'o-br',
  pageViews: 0,
  ...fields,
});

const now = new Date('2026-11-25T12:00:00Z');
const vancouver = hand({
  openHouses: [
    { start: '2026-11-21T22:00:00Z', end: '2026-11-22T00:00:00Z' },
    { start: '2026-11-30T18:00:00Z', end: '2026-11-30T19:00:00Z', isVirtual: true },
    { start: '2026-11-28T22:00:00Z', end: '2026-11-29T00:00:00Z' },
    { start: '2026-11-29T18:00:00Z', end: '2026-11-29T20:00:00Z', isVirtual: true, url: 'https://meet.example/oh-1' },
  ],
});

/** Text with ICU's thin and no-break spaces as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u2009\u00a0]/g, ' ');
const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
const icsOf = (link: HTMLElement) => {
  const href = link.getAttribute('href')!;
  expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
  return decodeURIComponent(href.slice(href.indexOf(',') + 1));
};

// The demo dataset is generated on first use: once, before the timed tests.
beforeAll(() => void defaultDb.data.listings, 60_000);

describe('OpenHouses', () => {
  it('lists upcoming open houses in Vancouver time, whatever the machine’s zone, soonest first', async () => {
    const { container } = await renderWithProviders(
      <OpenHouses listing={vancouver} headingId="open-houses" now={now} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Open houses' }).id).toBe('open-houses');
    const [first, second, third] = items();
    expect(items()).toHaveLength(3);
    expect(plain(first!.textContent)).toContain('Saturday, November 28');
    expect(plain(first!.textContent)).toContain('2:00–4:00 p.m. PST');
    expect(first!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-28T22:00:00.000Z');
    expect(plain(second!.textContent)).toContain('Sunday, November 29');
    expect(plain(second!.textContent)).toContain('10:00 a.m.–12:00 p.m. PST');
    expect(within(first!).queryByText('Virtual open house')).toBeNull();
    within(third!).getByText('Virtual open house');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('writes dates and times the Quebec French way, with the French zone abbreviation', async () => {
    await renderWithProviders(<OpenHouses listing={vancouver} headingId="oh" now={now} />, { locale: 'fr' });
    screen.getByRole('heading', { level: 2, name: 'Visites libres' });
    const [first] = items();
    expect(plain(first!.textContent)).toContain('samedi 28 novembre');
    expect(plain(first!.textContent)).toContain('14 h 00 – 16 h 00 HNP');
    expect(screen.getAllByRole('link', { name: /^Ajouter au calendrier : samedi 28 novembre/ })).toHaveLength(1);
  });

  it('uses the province’s zone: Newfoundland’s half hour', async () => {
    await renderWithProviders(
      <OpenHouses
        listing={hand({
          province: 'NL',
          city: 'St. John’s',
          openHouses: [{ start: '2026-11-28T22:00:00Z', end: '2026-11-29T00:00:00Z' }],
        })}
        headingId="oh"
        now={now}
      />,
    );
    expect(plain(items()[0]!.textContent)).toContain('6:30–8:30 p.m. NST');
  });

  it('gives a virtual open house its “Join” link in a new tab, or says to ask for it', async () => {
    await renderWithProviders(<OpenHouses listing={vancouver} headingId="oh" now={now} />);
    const join = screen.getByRole('link', { name: 'Join (opens in a new tab)' });
    expect(join.getAttribute('href')).toBe('https://meet.example/oh-1');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toBe('noopener noreferrer');
    expect(items()[1]!.contains(join)).toBe(true);
    within(items()[2]!).getByText('Ask the agent for the link to join.');
    expect(within(items()[2]!).queryByRole('link', { name: /Join/ })).toBeNull();
  });

  it('drops a join link that is not http(s)', async () => {
    await renderWithProviders(
      <OpenHouses
        listing={hand({
          openHouses: [
            { start: '2026-11-28T22:00:00Z', end: '2026-11-29T00:00:00Z', isVirtual: true, url: 'javascript:alert(1)' },
          ],
        })}
        headingId="oh"
        now={now}
      />,
    );
    expect(screen.queryByRole('link', { name: /Join/ })).toBeNull();
    screen.getByText('Ask the agent for the link to join.');
  });

  it('offers an .ics file per open house, named by its date, with the event in UTC', async () => {
    await renderWithProviders(<OpenHouses listing={vancouver} headingId="oh" now={now} />);
    const links = screen.getAllByRole('link', { name: /^Add to calendar/ });
    expect(links).toHaveLength(3);
    const first = screen.getByRole('link', { name: /^Add to calendar: Saturday, November 28, 2:00/ });
    expect(first).toBe(links[0]);
    expect(first.textContent).toBe('Add to calendar');
    expect(first.getAttribute('download')).toBe('open-house-1-main-street-2026-11-28.ics');
    const ics = icsOf(first);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    const pageUrl = `${window.location.origin}/bc/vancouver-real-estate/1-main-street-wp_id1-lst`;
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'DTSTART:20261128T220000Z',
        'DTEND:20261129T000000Z',
        'DTSTAMP:20261125T120000Z',
        'SUMMARY:Open house: 1 Main Street',
        'LOCATION:1 Main Street\\, Vancouver\\, BC V5K 0A1',
        `DESCRIPTION:Listing details: ${pageUrl}`,
        `URL:${pageUrl}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.find((l) => l.startsWith('UID:'))).toMatch(
      /^UID:open-house-1-main-street-wp_id1-lst-20261128T220000Z@/,
    );
    // The virtual one's file carries its link.
    const virtual = icsOf(links[1]!).replace(/\r\n[ \t]/g, '');
    expect(virtual).toContain('SUMMARY:Virtual open house: 1 Main Street\r\n');
    expect(virtual).toContain(`DESCRIPTION:Join online: https://meet.example/oh-1\\nListing details: ${pageUrl}\r\n`);
  });

  it('writes the French page’s .ics in French, with the French page’s URL', async () => {
    await renderWithProviders(<OpenHouses listing={vancouver} headingId="oh" now={now} />, { locale: 'fr' });
    const ics = icsOf(screen.getAllByRole('link', { name: /^Ajouter au calendrier/ })[0]!).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('SUMMARY:Visite libre : 1 Main Street\r\n');
    expect(ics).toContain(`URL:${window.location.origin}/fr/bc/vancouver-real-estate/1-main-street-wp_id1-lst\r\n`);
  });

  it('links the virtual, video and 3D tours, leaving out unsafe links', async () => {
    await renderWithProviders(
      <OpenHouses
        listing={hand({
          virtualTourUrl: 'https://tours.foyer.example/1',
          videoTourUrl: 'javascript:alert(1)',
          threeDTourUrl: 'https://3d.foyer.example/1',
        })}
        headingId="oh"
        now={now}
      />,
    );
    screen.getByRole('heading', { level: 3, name: 'Tours' });
    const virtual = screen.getByRole('link', { name: 'Virtual tour (opens in a new tab)' });
    expect(virtual.getAttribute('href')).toBe('https://tours.foyer.example/1');
    expect(virtual.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: '3D tour (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://3d.foyer.example/1',
    );
    expect(screen.queryByRole('link', { name: /Video tour/ })).toBeNull();
  });

  it('says so when nothing is scheduled, in both languages', async () => {
    const past = hand({ openHouses: [{ start: '2026-11-21T22:00:00Z', end: '2026-11-22T00:00:00Z' }] });
    const { unmount } = await renderWithProviders(<OpenHouses listing={past} headingId="oh" now={now} />);
    screen.getByText('No open houses are scheduled. Contact the agent to book a visit.');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    unmount();
    await renderWithProviders(<OpenHouses listing={past} headingId="oh" now={now} />, { locale: 'fr' });
    screen.getByText('Aucune visite libre n’est prévue. Communiquez avec le courtier pour planifier une visite.');
  });

  it('shows a demo British Columbia listing’s open houses in Pacific time', async () => {
    const listing = await demoListing(
      (c) => c.place.province === 'BC' && c.openHouses.length > 0 && !c.virtualTour && !c.videoTour && !c.threeDTour,
    );
    const today = new Date(defaultDb.data.today);
    await renderWithProviders(<OpenHouses listing={listing} headingId="oh" now={today} />);
    const expected = [...listing.openHouses!]
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
      .map((o) =>
        new Intl.DateTimeFormat('en-CA', {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'America/Vancouver',
          timeZoneName: 'short',
        }).formatRange(new Date(o.start), new Date(o.end)),
      );
    expect(
      items().map((li) => plain(li.querySelector('time')!.parentElement!.nextElementSibling!.textContent)),
    ).toEqual(expected.map(plain));
    expect(expected.every((t) => /P[SD]T$/.test(plain(t)))).toBe(true);
  });
});
