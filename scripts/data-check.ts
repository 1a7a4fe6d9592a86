// `npm run data:check`: every invariant of src/mocks/dataset/invariants.ts on the whole demo dataset
// (DEMO_LISTINGS listings, default 20,000; DEMO_TODAY pins its day). Prints one line per check and
// exits 1 when one fails, so a change to a generator cannot break the data unnoticed.
import { createDataset } from '../src/mocks/dataset';
import { checkDataset } from '../src/mocks/dataset/invariants';

const data = createDataset();
console.log(
  `dataset: ${data.listings.length} listings, ${data.places.length} places, ${data.neighbourhoods.length} neighbourhoods, ` +
    `${data.offices.length} offices, ${data.agents.length} agents; day ${new Date(data.today).toISOString().slice(0, 10)}; ` +
    `generated in ${data.generatedInMs} ms`,
);
const started = performance.now();
const results = checkDataset(data, undefined, { sample: 1 });
for (const r of results) {
  console.log(`${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.checked} checked, ${r.failed} wrong`);
  for (const example of r.examples) console.log(`       ${example}`);
}
console.log(`checked in ${Math.round(performance.now() - started)} ms`);
process.exitCode = results.some((r) => r.failed) ? 1 : 0;
