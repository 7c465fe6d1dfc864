// Runs once when the server starts, before it answers any request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` may load this file too; it never opens the database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareServer } = await import('./lib/startup');
  await prepareServer();
}
