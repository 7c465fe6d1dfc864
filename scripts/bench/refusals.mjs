// Requests per second of what the production server refuses cheaply (docs/decisions/cheap-refusals.md),
// beside a small static file, in one run: node scripts/bench/refusals.mjs http://127.0.0.1:3000
// against a running `npm start` (it uses up the sign-in limit of the address it runs from).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { LOCALE_PREFIXES } from '../locales.mjs';

const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
const SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const signIn = {
  method: 'POST',
  path: '/api/admin/login',
  headers: { 'content-type': 'application/json' },
  body: '{"username":"admin","password":"guess"}',
};
const randomPaths = (make) => Array.from({ length: 2_000 }, (_, n) => ({ path: make(n) }));

const floods = {
  'static file (8.5 kB)': [{ path: '/images/team-silje-haugland.webp' }],
  'unknown page (both languages)': randomPaths((n) => `${LOCALE_PREFIXES[n % LOCALE_PREFIXES.length].prefix}/${randomUUID()}`),
  'unknown /api/ address': randomPaths(() => `/api/${randomUUID()}`),
  'refused sign-in': [signIn],
};

for (let n = 0; n < 40; n++) await (await fetch(`${origin}${signIn.path}`, { ...signIn, headers: signIn.headers })).arrayBuffer();
console.log(`| Flood, 16 connections, ${SECONDS} s | requests/s | statuses |\n|---|---|---|`);
for (const [name, requests] of Object.entries(floods)) {
  await autocannon({ url: origin, connections: 16, duration: 1, requests, workers: 1 });
  const result = await autocannon({ url: origin, connections: 16, duration: SECONDS, requests, workers: 1 });
  const statuses = Object.entries(result.statusCodeStats).map(([status, { count }]) => `${status}: ${count}`);
  console.log(`| ${name} | ${Math.round(result.requests.average)} | ${statuses.join(', ')} |`);
}
