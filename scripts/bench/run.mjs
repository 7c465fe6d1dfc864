// `npm run bench`: builds and serves the production app on a fresh database, then measures
// throughput, first-load JavaScript and Lighthouse scores, and writes bench/results.md.
// BENCH_SKIP_BUILD=1 reuses the last build; BENCH_ONLY=throughput,js,lighthouse picks parts;
// BENCH_DURATION sets the seconds per throughput page; BENCH_LIGHTHOUSE_RUNS the mobile runs per
// page. Not part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { config } from './config.mjs';
import { buildFloor, startFloor } from './floor.mjs';
import { runFirstLoadJs } from './first-load-js.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { describeMachine } from './machine.mjs';
import { discoverRecords, publicPages } from './pages.mjs';
import { waitUntilReady } from '../wait-until-ready.mjs';
import { build, startServer } from './server.mjs';
import { runThroughput } from './throughput.mjs';
import { wrkVersion } from './wrk.mjs';

const PARTS = { throughput: runThroughput, js: runFirstLoadJs, lighthouse: runLighthouse };
// The parts that measure the floor page beside the site's pages (scripts/bench/floor.mjs).
const FLOOR_PARTS = ['js', 'lighthouse'];

/** One visit per page, so data pages are rendered and cached before anything is measured. */
async function warm(pages) {
  for (const page of pages) {
    const response = await fetch(`${config.origin}${page.path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`Warming ${page.path}: ${response.status}`);
  }
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  // Before the build: a missing wrk should not cost a build's time to find out.
  if (config.parts.includes('throughput')) wrkVersion();
  if (!config.skipBuild) build();
  const withFloor = config.parts.some((part) => FLOOR_PARTS.includes(part));
  if (withFloor) buildFloor(config.skipBuild);
  const site = startServer();
  const servers = [site];
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  const stopOnSignal = async (signal) => {
    await stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    await waitUntilReady(config.origin, () => (site.exited() ? 'The server exited before it answered' : null));
    if (withFloor) servers.push(await startFloor());
    const pages = publicPages(await discoverRecords());
    await warm(pages);
    const sections = [];
    for (const part of config.parts) sections.push(await PARTS[part](pages));
    const report = [
      '# Benchmark results',
      '',
      'Written by `npm run bench` (scripts/bench). Throughput depends on the machine and on what else runs on it.',
      '',
      describeMachine(),
      '',
      ...sections.flatMap((section) => [section, '']),
    ].join('\n');
    mkdirSync(dirname(config.resultsFile), { recursive: true });
    writeFileSync(config.resultsFile, report);
    console.log(`\n${report}\nWritten to ${config.resultsFile}`);
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
