import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { databaseUnavailable } from '@/lib/db/unavailable';
import { log } from '@/lib/log/logger.mjs';

// At most one check a second (the endpoint is public), each bounded: a hung database reads as not ready.

const CHECK_EVERY_MS = 1_000;
const CHECK_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

let last: { at: number; result: Promise<Readiness> } | null = null;

type Check = { ready: true } | { ready: false; reason: string; detail: string };

async function checkDatabase(): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Check>((resolve) => {
    const reason = `the database did not answer within ${CHECK_TIMEOUT_MS / 1000} s`;
    timer = setTimeout(() => resolve({ ready: false, reason, detail: reason }), CHECK_TIMEOUT_MS);
  });
  const answered = getDb()
    .then((db) => db.execute(sql`select 1`))
    .then((): Check => ({ ready: true }))
    .catch((error: unknown): Check => {
      // The endpoint is public: the driver's message names the database's host and port.
      const unavailable = databaseUnavailable(error);
      if (unavailable) return { ready: false, reason: 'the database cannot be reached', detail: unavailable };
      return { ready: false, reason: 'the database refused the check', detail: error instanceof Error ? error.message : String(error) };
    });
  try {
    const state = await Promise.race([answered, timedOut]);
    if (!state.ready) {
      log.error({ area: 'ready', detail: state.detail }, 'not ready');
      return { ready: false, reason: state.reason };
    }
    return state;
  } finally {
    clearTimeout(timer);
  }
}

export function readiness(now = Date.now()): Promise<Readiness> {
  if (!last || now - last.at >= CHECK_EVERY_MS) last = { at: now, result: checkDatabase() };
  return last.result;
}
