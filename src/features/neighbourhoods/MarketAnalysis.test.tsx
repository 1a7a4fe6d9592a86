// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import { DAY_MS, type ListingCore } from '@/mocks/dataset/listings';
import { defaultDb } from '@/mocks/handlers';
import { renderWithProviders } from '@/test/render';
import { MarketAnalysis, type MarketAnalysisProps } from './MarketAnalysis';

/** French groups digits with no-break spaces; compare them as plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

/** The median as the demo API documents it: the middle value, the upper one of two. */
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dollars = (n: number) => `$${n.toLocaleString('en-CA')}`;
const dollarsFr = (n: number) => `${n.toLocaleString('en-CA').replace(/,/g, ' ')} $`;

/** Toronto's figures, worked out from the dataset itself rather than asked of the API. */
function torontoMarket() {
  const { listings, today } = defaultDb.data;
  const forSale = listings.filter((l) => l.place.name === 'Toronto' && l.saleMode === 'forSale');
  const daysOf = (l: ListingCore) => Math.round((today - l.listedAt) / DAY_MS);
  // A home well above or below the median, so the sentence says by how much.
  const medianPrice = middle(forSale.map((l) => l.price));
  const listing = forSale.find(
    (l) => l.pricePerSqft !== null && Math.abs(l.price / medianPrice - 1) > 0.05 && daysOf(l) > 1,
  )!;
  return {
    listing,
    days: daysOf(listing),
    medianPrice,
    medianPerSqft: middle(forSale.flatMap((l) => (l.pricePerSqft === null ? [] : [l.pricePerSqft]))),
    medianDays: middle(forSale.map(daysOf)),
    percent: Math.round(Math.abs(listing.price / medianPrice - 1) * 100),
    above: listing.price > medianPrice,
    active: listings.filter((l) => l.place.name === 'Toronto' && l.saleMode !== 'sold').length,
  };
}

async function renderMarket(listing: MarketAnalysisProps['listing'], locale: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <Provider store={makeStore()}>
      <MarketAnalysis listing={listing} headingId="market-heading" />
    </Provider>,
    { locale },
  );
}

const propsOf = (market: ReturnType<typeof torontoMarket>): MarketAnalysisProps['listing'] => ({
  priceDollars: market.listing.price,
  pricePerSqft: market.listing.pricePerSqft!,
  daysOnSite: market.days,
  city: 'Toronto',
  province: 'ON',
  forSale: true,
});

const paragraphs = (heading: HTMLElement) =>
  [...heading.parentElement!.querySelectorAll('p')].map((p) => plain(p.textContent));

describe('MarketAnalysis', () => {
  it('compares a Toronto home for sale with the city’s medians, in words and in a chart', async () => {
    const market = torontoMarket();
    const { container } = await renderMarket(propsOf(market));
    const heading = screen.getByRole('heading', { level: 2, name: 'Market analysis' });
    expect(heading.id).toBe('market-heading');
    const table = await screen.findByRole('table', { name: 'This home compared with the median in Toronto' });

    expect(paragraphs(heading)).toEqual([
      `This home’s asking price is ${market.percent}% ${market.above ? 'above' : 'below'} the median of ${dollars(market.medianPrice)} for homes for sale in Toronto.`,
      `Priced at ${dollars(market.listing.pricePerSqft!)} per square foot, against a median of ${dollars(market.medianPerSqft)}.`,
      `Listed ${market.days} days ago; homes for sale in Toronto have been on the market a median of ${market.medianDays} days.`,
    ]);

    // Read as data: a header row, then one row per measure with its two values.
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Measure', 'This home', 'Median in Toronto']);
    expect(rows.slice(1).map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Asking price', dollars(market.listing.price), dollars(market.medianPrice)],
      ['Price per sq. ft.', dollars(market.listing.pricePerSqft!), dollars(market.medianPerSqft)],
      ['Days on the market', `${market.days} days`, `${market.medianDays} days`],
    ]);
    // The larger of each pair fills its bar; the other is drawn to scale.
    const bars = [...rows[1]!.querySelectorAll<HTMLElement>('.bar')].map((bar) =>
      Number(bar.style.getPropertyValue('--share')),
    );
    const larger = Math.max(market.listing.price, market.medianPrice);
    expect(bars[0]).toBeCloseTo(market.listing.price / larger, 5);
    expect(bars[1]).toBeCloseTo(market.medianPrice / larger, 5);

    const active = screen.getByText('Active listings in Toronto').nextElementSibling!;
    expect(active.textContent).toBe(market.active.toLocaleString('en-CA'));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says the same in French, with French numbers', async () => {
    const market = torontoMarket();
    await renderMarket(propsOf(market), 'fr');
    const heading = screen.getByRole('heading', { level: 2, name: 'Analyse du marché' });
    await screen.findByRole('table', { name: 'Cette propriété comparée à la médiane de Toronto' });
    expect(paragraphs(heading)).toEqual([
      `Le prix demandé est ${market.percent} % ${market.above ? 'au-dessus du' : 'en dessous du'} prix médian de ${dollarsFr(market.medianPrice)} des propriétés à vendre à Toronto.`,
      `Son prix au pied carré est de ${dollarsFr(market.listing.pricePerSqft!)}, pour une médiane de ${dollarsFr(market.medianPerSqft)}.`,
      `Inscrite il y a ${market.days} jours; les propriétés à vendre à Toronto sont sur le marché depuis ${market.medianDays} jours en médiane.`,
    ]);
  });

  it('says what it can without the floor area, and marks the chart’s missing value', async () => {
    const market = torontoMarket();
    const { pricePerSqft: _, ...withoutSqft } = propsOf(market);
    await renderMarket(withoutSqft);
    const table = await screen.findByRole('table');
    const heading = screen.getByRole('heading', { level: 2 });
    expect(paragraphs(heading)[1]).toBe(
      `Homes for sale in Toronto ask a median of ${dollars(market.medianPerSqft)} per square foot; this listing doesn’t give its floor area.`,
    );
    const sqftRow = within(table).getByRole('row', { name: /^Price per sq\. ft\./ });
    expect([...sqftRow.children].map((cell) => cell.textContent)).toEqual([
      'Price per sq. ft.',
      '—Not given',
      dollars(market.medianPerSqft),
    ]);
  });

  it('gives a rental the city’s figures for homes for sale without comparing, and says when a city has none', async () => {
    const market = torontoMarket();
    const { unmount } = await renderMarket({ priceDollars: 2400, city: 'Toronto', province: 'ON', forSale: false });
    const heading = screen.getByRole('heading', { level: 2 });
    await screen.findByText('Active listings in Toronto');
    expect(paragraphs(heading)).toEqual([
      'These figures are for homes for sale in Toronto, so they don’t compare directly with this listing.',
      `The median asking price of homes for sale in Toronto is ${dollars(market.medianPrice)}.`,
      `Their median price per square foot is ${dollars(market.medianPerSqft)}.`,
      `Homes for sale in Toronto have been on the market a median of ${market.medianDays} days.`,
    ]);
    expect(screen.queryByRole('table')).toBeNull();
    unmount();

    await renderMarket({ priceDollars: 500_000, city: 'Atlantis', province: 'ON', forSale: true });
    await screen.findByText('Market figures for Atlantis aren’t available.');
  });
});
