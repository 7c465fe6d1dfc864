// `npm run bench`: builds and serves the production app on a fresh database beside the floor app
// (scripts/bench/floor.mjs), then measures throughput, the cost of logs, metrics and traces, the nginx recipe's page cache, memory
// under load, restart time, first-load JavaScript and Lighthouse scores, and writes
// bench/results.md (scripts/bench/results.mjs). BENCH_SKIP_BUILD=1 reuses the last build;
// BENCH_ONLY=throughput,observability,nginx,memory,startup,js,lighthouse picks parts; BENCH_DURATION sets the
// seconds per throughput page; BENCH_PAGES=/,/no/about measures those pages only; BENCH_LOAD_SECONDS the load before memory is read;
// BENCH_LIGHTHOUSE_RUNS the mobile runs per page; BENCH_PEER_URL a site to measure against
// (scripts/bench/peer.mjs). Not part of `npm test`.
import { config } from './config.mjs';
import { buildFloor, startFloor } from './floor.mjs';
import { runFirstLoadJs } from './first-load-js.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runMemory } from './memory.mjs';
import { runPeer } from './peer.mjs';
import { runNginx } from './nginx.mjs';
import { runObservability } from './observability.mjs';
import { discoverRecords, publicPages } from './pages.mjs';
import { writeResults } from './results.mjs';
import { build, startSite, warm } from './server.mjs';
import { runStartup } from './startup.mjs';
import { runThroughput } from './throughput.mjs';
import { wrkVersion } from './wrk.mjs';

// In the order of the results file; each part's section starts with its heading.
const PARTS = [
  { part: 'throughput', run: runThroughput, heading: '## Throughput' },
  { part: 'observability', run: runObservability, heading: '## Logs, metrics and traces' },
  { part: 'nginx', run: runNginx, heading: '## nginx page cache' },
  { part: 'memory', run: runMemory, heading: '## Memory' },
  { part: 'startup', run: runStartup, heading: '## Start-up' },
  { part: 'js', run: runFirstLoadJs, heading: '## First-load JavaScript' },
  { part: 'lighthouse', run: runLighthouse, heading: '## Lighthouse' },
  { part: 'peer', run: runPeer, heading: '## Against the peer' },
];
const NEEDS_WRK = ['throughput', 'observability', 'nginx', 'memory', 'peer'];
// The nginx and start-up parts measure the site alone.
const NEEDS_FLOOR = ['throughput', 'memory', 'js', 'lighthouse'];

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  // Before the build: a missing wrk should not cost a build's time to find out.
  if (config.parts.some((part) => NEEDS_WRK.includes(part))) wrkVersion();
  const floorNeeded = config.parts.some((part) => NEEDS_FLOOR.includes(part));
  if (!config.skipBuild) build();
  if (floorNeeded) buildFloor(config.skipBuild);
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
    if (floorNeeded) servers.floor = await startFloor();
    const pages = publicPages(await discoverRecords()).filter((page) => !config.pages || config.pages.includes(page.path));
    await warm(pages);
    const sections = [];
    for (const { part, run, heading } of PARTS.filter(({ part }) => config.parts.includes(part))) {
      sections.push({ part, heading, text: await run(pages, servers) });
    }
    const report = writeResults(sections, PARTS);
    console.log(`\n${report}\nWritten to ${config.resultsFile}`);
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
