// The slowest jest suites and Playwright spec files of the last `npm test`, read from the JSON
// reports it asks both for (scripts/test.mjs). `node scripts/test-timings.mjs` prints them again.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export const TIMINGS_DIR = '.test-timings';
export const JEST_REPORT = `${TIMINGS_DIR}/jest.json`;
/** The JSON report of one Playwright run of `npm test` (the browser specs, the system specs…). */
export const playwrightReport = (run) => `${TIMINGS_DIR}/playwright-${run.replace(/[^\w-]/g, '-')}.json`;
const SHOWN = 15;

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Seconds per jest suite (file). jest's report does not name the project: an API contract file
 * is listed twice, once on the embedded database and once on Postgres. */
export function jestSuites(report) {
  return (report?.testResults ?? []).map((suite) => ({
    name: relative(process.cwd(), suite.name),
    seconds: (suite.endTime - suite.startTime) / 1000,
    tests: suite.assertionResults?.length ?? 0,
  }));
}

/** Seconds of test time per Playwright spec file and project (summed over its tests and retries). */
export function playwrightSpecs(report) {
  const totals = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${spec.file} [${test.projectName}]`;
        const entry = totals.get(key) ?? { name: key, seconds: 0, tests: 0 };
        entry.tests += 1;
        for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000;
        totals.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return [...totals.values()];
}

function playwrightReports() {
  if (!existsSync(TIMINGS_DIR)) return [];
  return readdirSync(TIMINGS_DIR)
    .filter((name) => name.startsWith('playwright-') && name.endsWith('.json'))
    .map((name) => `${TIMINGS_DIR}/${name}`);
}

function table(title, rows) {
  if (rows.length === 0) return '';
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  const slowest = [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN);
  const lines = slowest.map((row) => `${row.seconds.toFixed(1).padStart(7)}  ${String(row.tests).padStart(4)}  ${row.name}`);
  return `\n${title} (${rows.length} in all, ${total.toFixed(0)} s of test time; the ${slowest.length} slowest)\n seconds tests  file\n${lines.join('\n')}\n`;
}

export function timingReport() {
  return (
    table('jest suites', jestSuites(readJson(JEST_REPORT))) +
    table(
      'Playwright spec files',
      playwrightReports().flatMap((path) => playwrightSpecs(readJson(path))),
    )
  );
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(timingReport() || 'No timing reports yet: run npm test.\n');
