import 'server-only';
import { getEnv } from '@/lib/env';
import { deleteOldSentMail, drainOutbox } from './outbox';

// Sends the outbox: at once when a mail was queued (kickOutbox), and every few seconds for the
// mails waiting for a retry or queued by another instance. One drain runs at a time per process;
// a kick during a drain runs one more after it, so a mail queued meanwhile is not left waiting.

const POLL_MS = 5_000;
const CLEANUP_MS = 60 * 60_000;

interface WorkerState {
  draining: Promise<void> | null;
  again: boolean;
  started: boolean;
  timers: NodeJS.Timeout[];
}

// On globalThis: Next bundles server code into several module graphs in one process (the
// instrumentation that starts the worker, the route handlers that kick it), and they must share one.
const globalForOutbox = globalThis as typeof globalThis & { __studioOutbox?: WorkerState };
const state = (globalForOutbox.__studioOutbox ??= { draining: null, again: false, started: false, timers: [] });

async function drainRepeatedly(): Promise<void> {
  do {
    state.again = false;
    await drainOutbox().catch((error: unknown) => console.error('[mail] the outbox could not be sent', error));
  } while (state.again);
}

/** Sends what is due now, in the background; never throws. */
export function kickOutbox(): void {
  if (state.draining) {
    state.again = true;
    return;
  }
  state.draining = drainRepeatedly().finally(() => {
    state.draining = null;
  });
}

/** Waits for the drain in progress, if any (tests, and a graceful shutdown). */
export async function outboxIdle(): Promise<void> {
  while (state.draining) await state.draining;
}

async function cleanUp(): Promise<void> {
  await deleteOldSentMail().catch((error: unknown) => console.error('[mail] old outbox rows could not be deleted', error));
}

/** Starts the periodic sending at server start (once per process). */
export function startOutboxWorker(): void {
  if (state.started) return;
  state.started = true;
  if (!getEnv().SMTP_URL) console.log('[mail] SMTP_URL is not set: receipts wait in the outbox until it is');
  state.timers.push(setInterval(kickOutbox, POLL_MS).unref(), setInterval(() => void cleanUp(), CLEANUP_MS).unref());
  kickOutbox();
}

/**
 * At shutdown: no new drains, and the one in progress finishes (a mail the SMTP server is
 * accepting gets its "sent" mark before the database closes). A mail queued after this waits for
 * the next drain of any instance.
 */
export async function stopOutboxWorker(): Promise<void> {
  for (const timer of state.timers.splice(0)) clearInterval(timer);
  await outboxIdle();
}
