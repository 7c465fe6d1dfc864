// Runs once when the server starts, before it answers any request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` may load this file too; it never opens the database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareServer } = await import('./lib/startup');
  await prepareServer();
}

/**
 * Next reports each request's render error here. A page that failed for an unreachable database
 * is marked, and the production server answers it 503 with Retry-After (lib/server/page-outage.mjs).
 */
export async function onRequestError(error: unknown, request: { headers: object }) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable }, { markDatabaseOutage }] = await Promise.all([
    import('./lib/db/unavailable'),
    import('./lib/server/page-outage.mjs'),
  ]);
  if (databaseUnavailable(error)) markDatabaseOutage(request.headers, DATABASE_RETRY_AFTER_SECONDS);
}
