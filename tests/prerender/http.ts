import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: the target goes on the wire exactly as written (absolute-form included). */
export function call(base: string, target: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: hostname, port, path: target, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}
