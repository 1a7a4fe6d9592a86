import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { createHandlers, defaultDb, errorResponse } from './handlers';

const MAX_BODY_BYTES = 1_000_000;

/** `npm run api`, `npm start` and the stack serve the demo API with its own demo endpoints. */
const defaultHandlers = createHandlers(defaultDb, { demo: true });

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('payload too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
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
  res.writeHead(response.status, response.statusText, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Answers one Node request with the demo handlers; shared by `npm run api` and the start server. */
export async function handleApiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: readonly RequestHandler[] = defaultHandlers,
): Promise<void> {
  try {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const body = await readBody(req);
    const response = await getResponse([...handlers], toFetchRequest(req, body, origin));
    await send(res, response ?? errorResponse(404, `No demo API route for ${req.method ?? 'GET'} ${req.url ?? ''}`));
  } catch (error) {
    const tooLarge = error instanceof Error && error.message === 'payload too large';
    await send(res, errorResponse(tooLarge ? 413 : 400, tooLarge ? 'Payload too large' : 'Malformed request'));
  }
}

export function createDemoApiServer(handlers: readonly RequestHandler[] = defaultHandlers): Server {
  return createServer((req, res) => void handleApiRequest(req, res, handlers));
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  const port = Number(process.env.API_PORT ?? 8090);
  createDemoApiServer().listen(port, '127.0.0.1', () => {
    console.log(`Demo API listening on http://127.0.0.1:${port}`);
  });
}
