import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether a build directory holds a demo build, as vite.config.ts records it (`.vite/build.json`); null when
 * nothing says (no build, or one made before the record).
 */
export function builtDemo(dir = 'dist') {
  try {
    return JSON.parse(readFileSync(join(dir, '.vite/build.json'), 'utf8')).demo === true;
  } catch {
    return null;
  }
}
