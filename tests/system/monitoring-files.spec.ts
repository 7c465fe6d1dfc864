import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// deploy/prometheus and deploy/grafana, read by Prometheus' own tool (promtool, which .ci/run
// installs): the scrape configuration loads, the alert rules load and fire as their unit tests
// say, and every query of the Grafana dashboard is valid PromQL. tests/unit/monitoring-names.test.ts
// checks that the metrics they name are the ones the server exports.

const PROMETHEUS = path.join(process.cwd(), 'deploy', 'prometheus');
const DASHBOARD = path.join(process.cwd(), 'deploy', 'grafana', 'studio-dashboard.json');

const promtool = (...args: string[]) => execFileSync('promtool', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let folder: string;
test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'studio-monitoring-'));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('the scrape configuration loads, and the alerts load and pass their unit tests', () => {
  // The token file is the operator's; a stand-in lets the configuration's check find one.
  const token = path.join(folder, 'token');
  writeFileSync(token, 'a-stand-in-for-the-metrics-token', { mode: 0o600 });
  const config = readFileSync(path.join(PROMETHEUS, 'prometheus.yml'), 'utf8').replace('/etc/prometheus/studio-metrics-token', token);
  writeFileSync(path.join(folder, 'prometheus.yml'), config);
  writeFileSync(path.join(folder, 'alerts.yml'), readFileSync(path.join(PROMETHEUS, 'alerts.yml')));
  expect(promtool('check', 'config', path.join(folder, 'prometheus.yml'))).toContain('SUCCESS');
  expect(promtool('test', 'rules', path.join(PROMETHEUS, 'alerts.test.yml'))).toContain('SUCCESS');
});

test('every query of the Grafana dashboard is valid PromQL', () => {
  interface Panel {
    title: string;
    targets?: { expr: string }[];
  }
  const { panels } = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] };
  const queries = panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));
  expect(queries.length).toBeGreaterThan(15);
  // Grafana's variables as Prometheus would receive them; each query checked as a recording rule.
  const rules = queries.map(({ expr }, index) => ({
    record: `dashboard_query_${index}`,
    expr: expr.replaceAll('$__rate_interval', '1m').replaceAll('$instance', '.*'),
  }));
  const file = path.join(folder, 'dashboard-queries.yml');
  writeFileSync(file, JSON.stringify({ groups: [{ name: 'dashboard', rules }] }));
  expect(promtool('check', 'rules', file)).toContain(`SUCCESS: ${rules.length} rules found`);
});
