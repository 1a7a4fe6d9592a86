// Helpers the server-starting tests and benchmarks share.
import { createServer } from 'node:net';

/** A port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/**
 * Whether a test file skips for want of a system package (`missing` says which, and how to install it): on CI it is a
 * failure instead, elsewhere a loud warning.
 */
export function skipWithout(missing: string | null, what: string): boolean {
  if (!missing) return false;
  if (process.env.CI) throw new Error(missing);
  console.warn(`\n*** SKIPPING ${what} *** ${missing}\n`);
  return true;
}
