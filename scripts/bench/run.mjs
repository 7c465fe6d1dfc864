// `npm run bench`: builds and serves the production app on a fresh database beside the floor app
// (scripts/bench/floor.mjs), then measures throughput, memory under load, restart time,
// first-load JavaScript and Lighthouse scores, and writes bench/results.md.
// BENCH_SKIP_BUILD=1 reuses the last build; BENCH_ONLY=throughput,memory,startup,js,lighthouse
// picks parts; BENCH_DURATION sets the seconds per throughput page; BENCH_LOAD_SECONDS the load
// before memory is read; BENCH_LIGHTHOUSE_RUNS the mobile runs per page. Not part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { config } from './config.mjs';
import { buildFloor, startFloor } from './floor.mjs';
import { runFirstLoadJs } from './first-load-js.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { describeMachine } from './machine.mjs';
import { runMemory } from './memory.mjs';
import { discoverRecords, publicPages } from './pages.mjs';
import { build, startSite, warm } from './server.mjs';
import { runStartup } from './startup.mjs';
import { runThroughput } from './throughput.mjs';
import { wrkVersion } from './wrk.mjs';

const PARTS = { throughput: runThroughput, memory: runMemory, startup: runStartup, js: runFirstLoadJs, lighthouse: runLighthouse };
const NEEDS_WRK = ['throughput', 'memory'];

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  // Before the build: a missing wrk should not cost a build's time to find out.
  if (config.parts.some((part) => NEEDS_WRK.includes(part))) wrkVersion();
  if (!config.skipBuild) build();
  buildFloor(config.skipBuild);
  // The servers every part measures; the start-up part replaces the site with its restarted one.
  const servers = { site: null, floor: null };
  const stopAll = () => Promise.all(Object.values(servers).map((server) => server?.stop()));
  const stopOnSignal = async (signal) => {
    await stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    servers.site = await startSite();
    servers.floor = await startFloor();
    const pages = publicPages(await discoverRecords());
    await warm(pages);
    const sections = [];
    for (const part of config.parts) sections.push(await PARTS[part](pages, servers));
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
