import { readFileSync } from 'node:fs';
import path from 'node:path';
import { metrics } from '@/lib/metrics/metrics.mjs';

// The alert rules and the Grafana dashboard (deploy/) name only metrics the server exports
// (lib/metrics/metrics.mjs, prom-client's standard set): a renamed metric would leave an alert
// that never fires. tests/system/monitoring-files.spec.ts checks the files' syntax with promtool.

const FILES = ['deploy/prometheus/alerts.yml', 'deploy/grafana/studio-dashboard.json'];
const HISTOGRAM_SERIES = ['_bucket', '_count', '_sum'];

it('names only metrics the server exports', async () => {
  const families = await metrics.registry.getMetricsAsJSON();
  const exported = new Set(
    families.flatMap(({ name, type }) => (String(type) === 'histogram' ? HISTOGRAM_SERIES.map((suffix) => name + suffix) : [name])),
  );
  for (const file of FILES) {
    const text = readFileSync(path.join(process.cwd(), file), 'utf8');
    const named = new Set(text.match(/\b(?:studio|nodejs|process)_[a-z0-9_]+/g) ?? []);
    expect(named.size).toBeGreaterThanOrEqual(3);
    expect([...named].filter((name) => !exported.has(name))).toEqual([]);
  }
});
