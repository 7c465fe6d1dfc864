// Part 3: how soon a restarted server is ready on an existing database, on the embedded one and
// on a Postgres server.
import { setTimeout as sleep } from 'node:timers/promises';
import { config, targets } from './config.mjs';
import { ms, passFail, table } from './markdown.mjs';
import { withBenchDatabase } from './postgres.mjs';
import { startServer, startSite, warm } from './server.mjs';

const RESTARTS = 3;
const POLL_MS = 10;

/** Milliseconds from `startedAt` until `url` first answers 200. */
export async function firstOk(url, startedAt, server) {
  for (;;) {
    if (server.exited()) throw new Error(`The server exited before ${url} answered`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - startedAt > 120_000) throw new Error(`${url} did not answer 200 within 120 s`);
    await sleep(POLL_MS);
  }
}

/**
 * Stops `server` and starts it again on the same database, RESTARTS times: readiness
 * (/api/ready) and the home page timed from the start command. Returns the last server running.
 */
async function timeRestarts(label, server, { port, databaseUrl }) {
  const origin = `http://127.0.0.1:${port}`;
  const times = [];
  for (let restart = 0; restart < RESTARTS; restart++) {
    await server.stop();
    const startedAt = performance.now();
    server = startServer({ fresh: false, port, databaseUrl });
    const readyMs = await firstOk(`${origin}/api/ready`, startedAt, server);
    const pageMs = await firstOk(`${origin}/`, startedAt, server);
    console.log(`  ${label}: ready after ${ms(readyMs)}, home page after ${ms(pageMs)}`);
    times.push({ readyMs, pageMs });
  }
  return { label, times, server };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runStartup(pages, servers) {
  console.log(`Start-up: ${RESTARTS} restarts on an existing database`);
  const embedded = await timeRestarts('embedded PGlite', servers.site, { port: config.port });
  servers.site = embedded.server;
  // The restarted site has rendered only its home page: the parts after this one measure warm pages.
  await warm(pages);
  const rows = [embedded];
  const postgres = await withBenchDatabase(async (databaseUrl) => {
    const first = await startSite({ port: config.postgresPort, databaseUrl });
    const timed = await timeRestarts('Postgres server', first, { port: config.postgresPort, databaseUrl });
    await timed.server.stop();
    return timed;
  });
  if (postgres) rows.push(postgres);
  const line = ({ label, times }) => {
    const ready = median(times.map((time) => time.readyMs));
    return [
      label,
      times.map((time) => ms(time.readyMs)).join(', '),
      ms(ready),
      times.map((time) => ms(time.pageMs)).join(', '),
      passFail(ready <= targets.restartReadyMs),
    ];
  };
  return [
    '## Start-up',
    '',
    `A server stopped (SIGTERM) and started again with \`npm start\` on the database it left, ${RESTARTS} times; ` +
      `times from the start command until readiness (\`/api/ready\`: the database answers) and the home page (rendered on its first visit) first answer 200. ` +
      `${rows.length < 2 ? 'No Postgres server answered, so its row is missing. ' : ''}` +
      `Target: the median time to ready ≤ ${ms(targets.restartReadyMs)}.`,
    '',
    table(['Database', 'ready after', 'median', 'home page after', 'result'], rows.map(line)),
  ].join('\n');
}
