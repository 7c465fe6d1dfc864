// Runs once when the server starts, before it answers any request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` may load this file too; it never opens the database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Traces only where an OTLP receiver is named: otherwise no span is made at all.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) (await import('./lib/tracing/setup')).startTracing();
  const { prepareServer } = await import('./lib/startup');
  await prepareServer();
}
