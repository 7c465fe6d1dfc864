import { metricsBearer } from '../support/metrics-token';
import { send } from '../support/api';

// METRICS=off (docs/operations.md#metrics): nothing is counted, and the address is not there.
process.env.METRICS = 'off';

it('answers 404 at /api/metrics and counts nothing when METRICS=off', async () => {
  // The setup's database client made the process's metrics already, with METRICS unset.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('studio.metrics')];
  let modules: [typeof import('@/lib/metrics/metrics.mjs'), typeof import('@/app/api/metrics/route')] | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = [await import('@/lib/metrics/metrics.mjs'), await import('@/app/api/metrics/route')];
  });
  const [{ metrics }, { GET }] = modules!;
  expect(metrics.enabled).toBe(false);
  const answer = await send(GET, '/api/metrics', { headers: metricsBearer });
  expect(answer.status).toBe(404);
  expect(answer.body).toEqual({ detail: 'Metrics are turned off on this server (METRICS=off).' });
});
