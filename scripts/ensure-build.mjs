// Builds the production bundle when dist/ is missing or older than the sources, so `npm start` is one command.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['src', 'public', 'translations', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(...INPUTS.map(newest));
if (built < sources) {
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  execSync('npm run build', { stdio: 'inherit' });
}
