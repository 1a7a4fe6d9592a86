// The clustering, asked from the main thread: in a Web Worker where there is one (the index of 10,000
// previews is built off the main thread), otherwise by the same engine in place (jsdom, old browsers,
// a worker that failed to start). Both answer through the same promise-based interface, in order.
import { ClusterEngine, type BBox, type ClusterInput, type ClusterResult } from './cluster-engine';

export interface Clusterer {
  /** Replaces the previews; the input's buffers may be moved to the worker (unusable afterwards). */
  load(input: ClusterInput): Promise<void>;
  query(bbox: BBox, zoom: number): Promise<ClusterResult>;
  expansionZoom(clusterId: number): Promise<number>;
  leaves(clusterId: number, limit: number): Promise<number[]>;
  destroy(): void;
  /** 'worker' or 'local': which path answers (for tests and the bench). */
  readonly mode: 'worker' | 'local';
}

export type ClusterRequest =
  | { id: number; op: 'load'; input: ClusterInput }
  | { id: number; op: 'query'; bbox: BBox; zoom: number }
  | { id: number; op: 'expansionZoom'; clusterId: number }
  | { id: number; op: 'leaves'; clusterId: number; limit: number };

/** A request before it gets its id. */
type ClusterCall = ClusterRequest extends infer R ? (R extends ClusterRequest ? Omit<R, 'id'> : never) : never;

export type ClusterReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** Answers one request with the engine: the worker's side, and the in-place path's. */
export function answer(engine: ClusterEngine, request: ClusterRequest): unknown {
  switch (request.op) {
    case 'load':
      engine.load(request.input);
      return undefined;
    case 'query':
      return engine.query(request.bbox, request.zoom);
    case 'expansionZoom':
      return engine.expansionZoom(request.clusterId);
    case 'leaves':
      return engine.leaves(request.clusterId, request.limit);
  }
}

/** The buffers a reply or request can move rather than copy. */
export function transferables(value: unknown): Transferable[] {
  if (value && typeof value === 'object') {
    if ('owner' in value && value.owner instanceof Int32Array) return [value.owner.buffer];
    if ('input' in value && value.input && typeof value.input === 'object') {
      const input = value.input as ClusterInput;
      return [input.lat.buffer, input.lng.buffer, input.price.buffer, input.type.buffer];
    }
  }
  return [];
}

/** The worker's message handler, given how to post back: see cluster.worker.ts. */
export function serveClusters(post: (reply: ClusterReply, transfer: Transferable[]) => void) {
  const engine = new ClusterEngine();
  return (request: ClusterRequest) => {
    try {
      const value = answer(engine, request);
      post({ id: request.id, ok: true, value }, transferables(value));
    } catch (error) {
      post({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) }, []);
    }
  };
}

/** What the main thread talks to: a Worker, or (in tests) one end of a MessageChannel. */
export interface ClusterPort {
  postMessage(message: ClusterRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ClusterReply>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<ClusterReply>) => void): void;
}

/** Clustering through a port: each request gets the reply with its id. */
export class PortClusterer implements Clusterer {
  readonly mode = 'worker' as const;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  constructor(
    private readonly port: ClusterPort,
    private readonly onDestroy: () => void = () => undefined,
  ) {
    port.addEventListener('message', this.handleReply);
  }

  private readonly handleReply = (event: MessageEvent<ClusterReply>) => {
    const reply = event.data;
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(new Error(reply.error));
  };

  /** Fails every request still waiting (the worker died): the caller falls back. */
  failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private send<T>(request: ClusterCall): Promise<T> {
    const id = this.nextId++;
    const message: ClusterRequest = { ...request, id };
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.port.postMessage(message, transferables(message));
    });
  }

  load(input: ClusterInput) {
    return this.send<void>({ op: 'load', input });
  }
  query(bbox: BBox, zoom: number) {
    return this.send<ClusterResult>({ op: 'query', bbox, zoom });
  }
  expansionZoom(clusterId: number) {
    return this.send<number>({ op: 'expansionZoom', clusterId });
  }
  leaves(clusterId: number, limit: number) {
    return this.send<number[]>({ op: 'leaves', clusterId, limit });
  }
  destroy() {
    this.port.removeEventListener('message', this.handleReply);
    this.failAll(new Error('The clusterer was destroyed.'));
    this.onDestroy();
  }
}

/** Clustering in place, on the main thread: the same engine and answers, without a worker. */
export class LocalClusterer implements Clusterer {
  readonly mode = 'local' as const;
  private readonly engine = new ClusterEngine();
  private run<T>(request: ClusterCall): Promise<T> {
    try {
      const full: ClusterRequest = { ...request, id: 0 };
      return Promise.resolve(answer(this.engine, full) as T);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
  load(input: ClusterInput) {
    return this.run<void>({ op: 'load', input });
  }
  query(bbox: BBox, zoom: number) {
    return this.run<ClusterResult>({ op: 'query', bbox, zoom });
  }
  expansionZoom(clusterId: number) {
    return this.run<number>({ op: 'expansionZoom', clusterId });
  }
  leaves(clusterId: number, limit: number) {
    return this.run<number[]>({ op: 'leaves', clusterId, limit });
  }
  destroy() {}
}

/**
 * The clusterer for this browser: a module worker when `Worker` exists, in place otherwise. A worker
 * that fails to start (blocked, offline chunk) reports an error: `onFallback` hears of it, and the
 * caller switches to `new LocalClusterer()` and loads its previews again.
 */
export function createClusterer(onFallback: (error: Error) => void): Clusterer {
  if (typeof Worker === 'undefined') return new LocalClusterer();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module', name: 'foyer-clusters' });
  } catch {
    return new LocalClusterer();
  }
  const clusterer = new PortClusterer(worker, () => worker.terminate());
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    const error = new Error(event.message || 'The clustering worker failed.');
    clusterer.failAll(error);
    onFallback(error);
  });
  return clusterer;
}
