// @vitest-environment node
import { MessageChannel } from 'node:worker_threads';
import Supercluster from 'supercluster';
import { afterEach, describe, expect, it } from 'vitest';
import { generatePreviews } from '../../../tests/bench/map-page/previews';
import { typeGroupIndex } from './breakdown';
import { toClusterInput, type BBox, type ClusterFeature } from './cluster-engine';
import { LocalClusterer, PortClusterer, serveClusters, type ClusterPort, type ClusterRequest } from './clusterer';

const PREVIEWS = generatePreviews(3_000, 7);
const input = () => toClusterInput(PREVIEWS, typeGroupIndex);
const CANADA: BBox = [-141, 41, -52, 70];
const TORONTO: BBox = [-80.2, 43.2, -78.6, 44.1];

/** A worker in all but the thread: the worker's own handler on the far end of a real MessageChannel. */
function workerOverChannel() {
  const { port1, port2 } = new MessageChannel();
  const handle = serveClusters((reply, transfer) => port2.postMessage(reply, transfer as never));
  port2.on('message', (request: ClusterRequest) => handle(request));
  const port = {
    postMessage: (message: ClusterRequest, transfer: Transferable[]) => port1.postMessage(message, transfer as never),
    addEventListener: (_: 'message', listener: (event: MessageEvent) => void) =>
      port1.on('message', (data: unknown) => listener({ data } as MessageEvent)),
    removeEventListener: () => port1.removeAllListeners('message'),
  } satisfies ClusterPort;
  return {
    clusterer: new PortClusterer(port, () => {
      port1.close();
      port2.close();
    }),
  };
}

const open: { destroy: () => void }[] = [];
afterEach(() => {
  for (const clusterer of open.splice(0)) clusterer.destroy();
});

describe('clustering in a worker and in place', () => {
  it('gives the same pins, clusters, breakdowns and owners', async () => {
    const { clusterer: worker } = workerOverChannel();
    const local = new LocalClusterer();
    open.push(worker, local);
    await Promise.all([worker.load(input()), local.load(input())]);
    for (const [bbox, zoom] of [
      [CANADA, 4],
      [CANADA, 6],
      [TORONTO, 9],
      [TORONTO, 13],
    ] as const) {
      const [a, b] = await Promise.all([worker.query(bbox, zoom), local.query(bbox, zoom)]);
      expect(a.features.length).toBeGreaterThan(0);
      expect(a).toEqual(b);
      expect(a.owner).toBeInstanceOf(Int32Array);
    }
    const cluster = (await local.query(CANADA, 4)).features.find((f): f is ClusterFeature => f.kind === 'cluster');
    expect(cluster).toBeDefined();
    const { id } = cluster!;
    expect(await worker.expansionZoom(id)).toBe(await local.expansionZoom(id));
    expect(await worker.leaves(id, 5)).toEqual(await local.leaves(id, 5));
  });

  it('are supercluster’s clusters at the spec’s radius, with every listing counted once', async () => {
    const local = new LocalClusterer();
    open.push(local);
    await local.load(input());
    const result = await local.query([-180, -85, 180, 85], 5);
    // The same index built directly: radius 84 on 256 px tiles (spec §9).
    const reference = new Supercluster({ radius: 84, extent: 256, maxZoom: 22 }).load(
      PREVIEWS.map((p) => ({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      })),
    );
    const expected = reference.getClusters([-180, -85, 180, 85], 5);
    expect(result.features.map((f) => (f.kind === 'cluster' ? f.count : 1)).sort()).toEqual(
      expected.map((f): number => ('cluster' in f.properties ? Number(f.properties.point_count) : 1)).sort(),
    );
    let total = 0;
    result.features.forEach((feature, at) => {
      const held = [...result.owner].filter((owner) => owner === at).length;
      if (feature.kind === 'pin') {
        expect(held).toBe(1);
        expect(result.owner[feature.index]).toBe(at);
        total += 1;
        return;
      }
      // Its breakdowns add up to its count, and the owner table names exactly its listings.
      expect(held).toBe(feature.count);
      expect(feature.breakdown.prices.reduce((a, b) => a + b, 0)).toBe(feature.count);
      expect(feature.breakdown.types.reduce((a, b) => a + b, 0)).toBe(feature.count);
      total += feature.count;
    });
    expect(total).toBe(PREVIEWS.length);
    expect(result.thresholds.length).toBe(3);
  });

  it('moves the previews’ columns to the worker rather than copying them', async () => {
    const { clusterer } = workerOverChannel();
    open.push(clusterer);
    const columns = input();
    await clusterer.load(columns);
    expect(columns.lat.byteLength).toBe(0);
    expect((await clusterer.query(CANADA, 4)).features.length).toBeGreaterThan(0);
  });
});
