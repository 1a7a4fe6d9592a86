import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { createHandlers, defaultDb, errorResponse } from './handlers';
import { MAX_BODY_BYTES, isJsonContentType, payloadTooLarge, unsupportedMediaType } from './handlers/respond';

/**
 * The environment switch of the demo's own endpoints (the outbox, saved-search alerts): `DEMO_ENDPOINTS=on`
 * (or `1`, `true`). `npm run api`, `npm start` and `npm run stack` set it, as they serve the demo; any other
 * host, and any host behind the production nginx configuration, serves the product's API alone.
 */
export const DEMO_ENDPOINTS_ENV = 'DEMO_ENDPOINTS';

export function demoEndpointsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(?:on|1|true|yes)$/i.test(env[DEMO_ENDPOINTS_ENV]?.trim() ?? '');
}

const sharedHandlers = new Map<boolean, RequestHandler[]>();
/**
 * The handlers of the shared database (`defaultDb`), with or without the demo's own endpoints; one list
 * each, so every host of a process serves one state (`handleApiRequest(req, res, apiHandlers(true))`).
 */
export function apiHandlers(demo: boolean): RequestHandler[] {
  let handlers = sharedHandlers.get(demo);
  if (!handlers) sharedHandlers.set(demo, (handlers = createHandlers(defaultDb, { demo })));
  return handlers;
}
/** The shared database's handlers, the demo's endpoints included only when the environment asks for them. */
const handlersFromEnv = (): RequestHandler[] => apiHandlers(demoEndpointsEnabled());

class BodyTooLarge extends Error {}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The request's body, at most MAX_BODY_BYTES: refused from its Content-Length, else as soon as it arrives
 * past the limit (the stream is left flowing, so `refuseBody` can answer on the same connection).
 */
function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(undefined);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        stop();
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

export function toFetchRequest(req: IncomingMessage, body: Buffer | undefined, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  // The handlers throttle sign-ins per client address: behind nginx it is X-Forwarded-For (nginx sets it),
  // served directly it is the socket's peer.
  const peer = req.socket.remoteAddress;
  if (!headers.has('x-real-ip') && peer) headers.set('x-real-ip', peer);
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  if (res.headersSent || res.destroyed) return;
  res.writeHead(response.status, response.statusText, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * A body too large is answered 413 at once and the connection closed after the answer: what is left of
 * the body is read and dropped (up to a few times the limit, so the client sees the answer), never kept.
 */
async function refuseBody(req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.setHeader('Connection', 'close');
  let drained = 0;
  const drain = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > 16 * MAX_BODY_BYTES) req.destroy();
  };
  req.on('data', drain);
  req.on('error', () => undefined);
  res.on('finish', () => {
    req.off('data', drain);
    if (!req.complete) req.destroy();
  });
  await send(res, payloadTooLarge());
}

/** Answers one Node request with the demo handlers; shared by `npm run api` and the start server. */
export async function handleApiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: readonly RequestHandler[] = handlersFromEnv(),
): Promise<void> {
  try {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const body = await readBody(req);
    // A body must be declared JSON: a form posted by another site (text/plain, urlencoded, multipart)
    // never reaches a handler.
    if (
      body &&
      body.length > 0 &&
      BODY_METHODS.has(req.method ?? '') &&
      !isJsonContentType(req.headers['content-type'] ?? null)
    ) {
      await send(res, unsupportedMediaType());
      return;
    }
    const response = await getResponse([...handlers], toFetchRequest(req, body, origin));
    await send(res, response ?? errorResponse(404, `No demo API route for ${req.method ?? 'GET'} ${req.url ?? ''}`));
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      await refuseBody(req, res);
      return;
    }
    await send(res, errorResponse(400, 'Malformed request'));
  }
}

export interface DemoApiServerOptions {
  /** The handlers to serve (by default the shared database's, demo endpoints as `demo` says). */
  handlers?: readonly RequestHandler[];
  /** Adds the demo's own endpoints to the default handlers; off unless asked for (or DEMO_ENDPOINTS=on). */
  demo?: boolean;
}

/** The demo API over HTTP: a handler list, or options (`{ demo: true }` for the demo's own endpoints). */
export function createDemoApiServer(options: readonly RequestHandler[] | DemoApiServerOptions = {}): Server {
  const handlers = Array.isArray(options)
    ? options
    : ((options as DemoApiServerOptions).handlers ??
      apiHandlers((options as DemoApiServerOptions).demo ?? demoEndpointsEnabled()));
  const server = createServer((req, res) => void handleApiRequest(req, res, handlers));
  // A client that sends its headers or body slowly cannot hold a connection for long.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  return server;
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  const port = Number(process.env.API_PORT ?? 8090);
  createDemoApiServer().listen(port, '127.0.0.1', () => {
    const demo = demoEndpointsEnabled() ? 'with' : 'without';
    console.log(`Demo API listening on http://127.0.0.1:${port} (${demo} the demo endpoints)`);
  });
}
