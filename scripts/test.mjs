// `npm test`: every check once, side by side where the machine allows, each step's output kept whole and
// printed when it ends, with how long it took. The first failure stops the rest and fails the run.
//
// The steps and what each waits for:
//   build (vite only: the typecheck step is its type check) and typecheck start at once; the type check
//   (TypeScript 7, the compiler in native code: 21 CPU-seconds where TypeScript 6 took 52) needs no clock and runs
//   at the lowest CPU priority (`nice`) on the time the others leave idle.
//   unit (Vitest) waits for the build (about 18 s): beside it, the build's 30 CPU-seconds made the unit step
//   20 s slower (186 s in c24, 154–167 s alone), and the browser tests need both before they start anyway.
//   e2e (browser, nginx and prerender tests) waits for the build and the unit tests: with both test suites on
//   two cores at once, timing-sensitive tests (debounces, render deadlines, axe on long pages) missed.
//   ESLint and Prettier wait for the unit tests too, then run beside the browser tests, which leave part of
//   the machine idle (they wait on pages). Started at once but niced, ESLint (single-threaded, 150
//   CPU-seconds) got almost nothing while the unit tests held both cores and then finished alone on one core,
//   a minute after the browser tests (c20, c21); at normal priority from the start it slowed the unit tests by
//   a minute (242–257 s).
import { spawn } from 'node:child_process';

const STEPS = [
  { name: 'typecheck', command: 'npm run --silent typecheck', background: true },
  { name: 'build', command: 'npm run --silent build:demo' },
  { name: 'unit', command: 'npm run --silent test:unit', after: ['build'] },
  { name: 'eslint', command: 'npm run --silent lint:code', after: ['unit'] },
  { name: 'prettier', command: 'npm run --silent lint:format', after: ['unit'] },
  { name: 'e2e', command: 'npm run --silent test:e2e', after: ['build', 'unit'] },
];

const only = process.argv.slice(2);
const steps = only.length ? STEPS.filter((s) => only.includes(s.name)) : STEPS;
const started = Date.now();
const done = new Map();
const running = new Map();
let failed = false;

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function start(step) {
  const began = Date.now();
  const command = step.background && process.platform !== 'win32' ? `nice -n 19 ${step.command}` : step.command;
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  console.log(`▶ ${step.name} started at ${seconds(began - started)}`);
  running.set(step.name, child);
  child.on('close', (code) => {
    running.delete(step.name);
    const took = Date.now() - began;
    process.stdout.write(`\n──── ${step.name} ────\n${output}\n`);
    console.log(
      `${code === 0 ? '✔' : '✘'} ${step.name} ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(took)}`,
    );
    done.set(step.name, { code, took });
    if (code !== 0 && !failed) {
      failed = true;
      for (const other of running.values()) other.kill('SIGTERM');
    }
    schedule();
  });
}

function schedule() {
  if (failed) return finish();
  for (const step of steps) {
    if (done.has(step.name) || running.has(step.name)) continue;
    if ((step.after ?? []).every((name) => done.get(name)?.code === 0 || !steps.some((s) => s.name === name))) {
      start(step);
    }
  }
  if (done.size === steps.length) finish();
}

function finish() {
  if (running.size > 0) return;
  console.log('\nStep times:');
  for (const step of steps) {
    const result = done.get(step.name);
    console.log(
      `  ${step.name.padEnd(10)} ${result ? `${seconds(result.took).padStart(6)}  ${result.code === 0 ? 'passed' : 'FAILED'}` : '  not run'}`,
    );
  }
  console.log(`  ${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(6)}`);
  process.exit(failed ? 1 : 0);
}

schedule();
