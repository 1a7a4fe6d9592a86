import { createDataset } from '../../src/mocks/dataset';

/**
 * A real listing of the demo dataset the stack serves (the default seed and size): a Toronto house for
 * sale with a full gallery, so the detail page is measured on the data a visitor gets, not on a made-up id.
 */
export function sampleListingPath(): string {
  const listing = createDataset().listings.find(
    (l) => l.place.slug === 'toronto' && l.typeId === 100 && l.saleMode === 'forSale' && l.photoCount >= 8,
  );
  if (!listing) throw new Error('The demo dataset has no Toronto house with 8 photos');
  return listing.detailUrl;
}

/** A real neighbourhood guide of the demo dataset: the first Toronto neighbourhood. */
export function sampleNeighbourhoodPath(): string {
  const neighbourhood = createDataset().neighbourhoods.find((n) => n.place.slug === 'toronto');
  if (!neighbourhood) throw new Error('The demo dataset has no Toronto neighbourhood');
  return `/neighbourhoods/${neighbourhood.neighbourhoodId}`;
}

/** A real agent's and office's profile of the demo dataset: the first in Toronto. */
export function sampleProfilePaths(): { agent: string; office: string } {
  const dataset = createDataset();
  const agent = dataset.agents.find((a) => a.city === 'Toronto');
  const office = dataset.offices.find((o) => o.city === 'Toronto');
  if (!agent || !office) throw new Error('The demo dataset has no Toronto agent or office');
  return { agent: agent.detailUrl, office: office.detailUrl };
}
