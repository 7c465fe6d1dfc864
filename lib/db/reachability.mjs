// @ts-check

// Whether the Postgres server answered the last time it was asked. lib/db/client.ts notes each
// query's outcome; the production server (scripts/start.mjs) reads it to answer a page that failed
// while the database was away 503 with Retry-After, as the API does, instead of Next's 500. Next
// gives a page no say in its error status, and a per-request mark kept requests alive
// (docs/decisions/page-outage.md). Kept on globalThis: Next bundles its own copy of this module.

/** How long a client is asked to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const state = /** @type {typeof globalThis & { __studioDatabaseAway?: boolean }} */ (globalThis);

/** The last query failed because the server could not be reached (lib/db/unavailable.ts). */
export function noteDatabaseAway() {
  state.__studioDatabaseAway = true;
}

/** A query was answered. */
export function noteDatabaseAnswered() {
  state.__studioDatabaseAway = false;
}

export function databaseAway() {
  return state.__studioDatabaseAway === true;
}
