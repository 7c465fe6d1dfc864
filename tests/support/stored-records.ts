import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { contactMessages, checkoutSessions, orders } from '@/lib/db/schema';

// What a database holds, read directly with the app's schema rather than through the app: the
// server's own read paths would hide a loss (the status poll creates a paid session's missing order).

export interface StoredRecords {
  /** The text of every contact message. */
  contactMessages: Set<string>;
  /** Every checkout session id, and those paid. */
  sessions: Set<string>;
  paidSessions: Set<string>;
  /** The session id of every order. */
  orderSessions: Set<string>;
}

export type DatabaseLocation = { dataDir: string } | { databaseUrl: string };

// Both drivers' databases are one query builder to the reads here.
type Reader = PgDatabase<PgQueryResultHKT>;

async function collect(db: Reader): Promise<StoredRecords> {
  // One after another: both readers hold a single connection, on which pg deprecates overlapping queries.
  const messages = await db.select({ message: contactMessages.message }).from(contactMessages);
  const sessions = await db.select({ id: checkoutSessions.id, paymentStatus: checkoutSessions.paymentStatus }).from(checkoutSessions);
  const orderRows = await db.select({ sessionId: orders.sessionId }).from(orders);
  return {
    contactMessages: new Set(messages.map((row) => row.message)),
    sessions: new Set(sessions.map((row) => row.id)),
    paidSessions: new Set(sessions.filter((row) => row.paymentStatus === 'paid').map((row) => row.id)),
    orderSessions: new Set(orderRows.map((row) => row.sessionId)),
  };
}

/**
 * Reads a PGlite folder as a crash left it. The reading happens on a copy: opening the folder
 * recovers it, and the server restarted on the original must do its own recovery, as in production.
 */
async function readPglite(dataDir: string): Promise<StoredRecords> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const copy = mkdtempSync(path.join(tmpdir(), 'studio-crash-copy-'));
  try {
    cpSync(dataDir, copy, { recursive: true });
    const client = await PGlite.create(copy);
    try {
      return await collect(drizzle(client) as unknown as Reader);
    } finally {
      await client.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

async function readPostgres(url: string): Promise<StoredRecords> {
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await collect(drizzle(client) as unknown as Reader);
  } finally {
    await client.end();
  }
}

export function readStoredRecords(location: DatabaseLocation): Promise<StoredRecords> {
  return 'dataDir' in location ? readPglite(location.dataDir) : readPostgres(location.databaseUrl);
}
