// `npm test`: every check, stopping at the first step that fails, then a table of how long each
// phase took (CI's budget is watched from it; docs/development.md#tests).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { e2eEnv } from './e2e-env.mjs';
import { JEST_REPORT, playwrightReport, TIMINGS_DIR, timingReport } from './test-timings.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** A Playwright run of some projects, with its own JSON report for the timing table. */
const playwright = (name, [projects, ...flags], env) => ({
  name,
  command: [npx, 'playwright', 'test', ...projects.map((project) => `--project=${project}`), ...flags],
  env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport(name), ...env },
});
// The system specs start servers of their own from copies of the build: no e2e server, and their
// projects' order is this script's, not Playwright's dependencies (playwright.config.ts).
const SYSTEM_ONLY = { E2E_NO_WEB_SERVER: '1' };

// Steps in order; the phases of one step run side by side.
// - Formatting, types and lint are each mostly one thread: the three share the two cores.
// - The build, once, for every browser and system spec, in the e2e servers' environment (its
//   prerendered pages keep their SITE_URL); it skips the type check just passed.
// - The `system` specs mostly wait (restarts, back-off, a full disk): one at a time beside jest,
//   they take a little of its CPU instead of a step of their own (about a minute).
// - The browser specs alone, then the specs that load the machine or measure a server alone.
const STEPS = [
  [{ name: 'format:check' }, { name: 'typecheck' }, { name: 'lint' }],
  [{ name: 'build', env: { ...e2eEnv(), TYPES_CHECKED: '1' } }],
  [
    { name: 'test:unit', args: ['--', '--json', `--outputFile=${JEST_REPORT}`] },
    playwright('test:system', [['system'], '--no-deps', '--workers=1'], SYSTEM_ONLY),
  ],
  [playwright('test:e2e', [['setup', 'desktop', 'mobile']], { E2E_SKIP_BUILD: '1' })],
  [playwright('test:system-alone', [['system-alone'], '--no-deps'], SYSTEM_ONLY)],
];

rmSync(TIMINGS_DIR, { recursive: true, force: true });
mkdirSync(TIMINGS_DIR, { recursive: true });

/** Runs one phase; its output is kept to be printed whole after its step, unless it runs alone (then live). */
function runPhase({ name, command = [npm, 'run', '--silent', name], args = [], env = {} }, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], [...command.slice(1), ...args], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (performance.now() - started) / 1000;
      const printed = alone ? '' : `\n> ${name} (${seconds.toFixed(0)} s)\n${Buffer.concat(output).toString()}`;
      resolve({ phase: name, seconds, result: status === 0 ? 'passed' : 'FAILED', status, printed });
    });
  });
}

const rows = [];
let failed = null;
for (const step of STEPS) {
  const results = await Promise.all(step.map((phase) => runPhase(phase, step.length === 1)));
  // A failed phase's output last, just above the tables: a log read from its end shows the failure.
  for (const { printed } of [...results].sort((a, b) => Number(a.status !== 0) - Number(b.status !== 0))) process.stdout.write(printed);
  rows.push(...results);
  failed = results.find((row) => row.status !== 0) ?? null;
  if (failed) break;
}

process.stdout.write(timingReport());

// Wall time: phases of one step overlap, so the total is not the sum of the rows.
const total = performance.now() / 1000;
console.log('\nphase              seconds  result');
for (const { phase, seconds, result } of rows) console.log(`${phase.padEnd(18)} ${seconds.toFixed(0).padStart(7)}  ${result}`);
console.log(`${'total'.padEnd(18)} ${total.toFixed(0).padStart(7)}`);
if (failed) {
  console.error(`\nnpm test stopped: ${failed.phase} failed.`);
  process.exit(failed.status ?? 1);
}
