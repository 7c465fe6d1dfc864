import 'server-only';
import { getEnv } from '@/lib/env';
import { deleteOldAudit } from '@/lib/audit/record';
import { deleteOldSentMail, drainOutbox } from './outbox';
import { log } from '@/lib/log/logger.mjs';
import { inSpan } from '@/lib/tracing/spans.mjs';

// Drains at once when kicked and every few seconds; a kick during a drain runs one more after it.

const POLL_MS = 5_000;
const CLEANUP_MS = 60 * 60_000;

interface WorkerState {
  draining: Promise<void> | null;
  again: boolean;
  started: boolean;
  timers: NodeJS.Timeout[];
}

const globalForOutbox = globalThis as typeof globalThis & { __studioOutbox?: WorkerState };
const state = (globalForOutbox.__studioOutbox ??= { draining: null, again: false, started: false, timers: [] });

// With tracing on, a span of its own: kicked by a request (a purchase), a child of the request's.
async function drainRepeatedly(): Promise<void> {
  do {
    state.again = false;
    await inSpan('outbox drain', {}, () => drainOutbox()).catch((error: unknown) =>
      log.error({ area: 'mail', err: error }, 'the outbox could not be sent'),
    );
  } while (state.again);
}

export function kickOutbox(): void {
  if (state.draining) {
    state.again = true;
    return;
  }
  state.draining = drainRepeatedly().finally(() => {
    state.draining = null;
  });
}

export async function outboxIdle(): Promise<void> {
  while (state.draining) await state.draining;
}

async function cleanUp(): Promise<void> {
  await deleteOldSentMail().catch((error: unknown) => log.error({ area: 'mail', err: error }, 'old outbox rows could not be deleted'));
  // The audit trail keeps a year; its clean-up rides on the outbox's (one instance, daily).
  await deleteOldAudit().catch((error: unknown) => log.error({ area: 'audit', err: error }, 'old entries could not be deleted'));
}

export function startOutboxWorker(): void {
  if (state.started) return;
  state.started = true;
  if (!getEnv().SMTP_URL) log.warn({ area: 'mail' }, 'SMTP_URL is not set: receipts wait in the outbox until it is');
  state.timers.push(setInterval(kickOutbox, POLL_MS).unref(), setInterval(() => void cleanUp(), CLEANUP_MS).unref());
  kickOutbox();
}

/** The drain in progress finishes, so a mail being accepted gets its "sent" mark before the database closes. */
export async function stopOutboxWorker(): Promise<void> {
  for (const timer of state.timers.splice(0)) clearInterval(timer);
  await outboxIdle();
}
