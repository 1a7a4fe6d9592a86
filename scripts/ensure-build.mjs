// Builds dist/ when it is missing, older than the sources, or the other kind of build, so `npm start` is one
// command. `--demo`: the demo build (the demo's outbox page, mailbox header and captcha), what `npm start` and
// `npm run stack` serve; without it, the build made for deployment (`npm run bench` measures that one).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { builtDemo } from './build-kind.mjs';

const INPUTS = ['src', 'public', 'translations', 'index.html', 'vite.config.ts', 'package-lock.json'];
const demo = process.argv.includes('--demo');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(...INPUTS.map(newest));
const kind = demo ? 'demo' : 'deployment';
if (built < sources || builtDemo() !== demo) {
  const why = !built
    ? 'No build yet'
    : built < sources
      ? 'Sources changed since the last build'
      : 'dist/ holds the other build';
  console.log(`${why}: making the ${kind} build…`);
  execSync(demo ? 'npm run build:demo' : 'npm run build', { stdio: 'inherit' });
}
