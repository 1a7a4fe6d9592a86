// Extracts every message declared in the code into translations/en.json, then reports what French lacks.
// French is translated by people: this never invents a French string, it only lists what is missing or stale.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';

const en = 'translations/en.json';
const fr = 'translations/fr.json';

execFileSync(
  'npx',
  [
    'formatjs',
    'extract',
    'src/**/*.{ts,tsx}',
    '--ignore',
    'src/**/*.test.{ts,tsx}',
    '--format',
    'simple',
    '--out-file',
    en,
  ],
  { stdio: 'inherit' },
);

const english = JSON.parse(readFileSync(en, 'utf8'));
const sorted = Object.fromEntries(
  Object.keys(english)
    .sort()
    .map((k) => [k, english[k]]),
);
writeFileSync(en, `${JSON.stringify(sorted, null, 2)}\n`);

const french = existsSync(fr) ? JSON.parse(readFileSync(fr, 'utf8')) : {};
const missing = Object.keys(sorted).filter((k) => !(k in french));
const stale = Object.keys(french).filter((k) => !(k in sorted));
for (const key of stale) delete french[key];
const frSorted = Object.fromEntries(
  Object.keys(french)
    .sort()
    .map((k) => [k, french[k]]),
);
writeFileSync(fr, `${JSON.stringify(frSorted, null, 2)}\n`);

console.log(
  `${Object.keys(sorted).length} messages; French: ${missing.length} missing, ${stale.length} stale removed.`,
);
if (missing.length) {
  console.log(`Translate into ${fr}:\n${missing.map((k) => `  ${k}: ${JSON.stringify(sorted[k])}`).join('\n')}`);
  process.exitCode = 1;
}
