import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';

// Reads /api/metrics as Prometheus would: the text format, parsed by a parser of that format.

export type Scrape = MetricFamily[];

/** A scrape with METRICS_TOKEN, or without one from a trusted network (TRUSTED_PROXIES: 'loopback'). */
export async function scrapeMetrics(origin: string, token?: string): Promise<Scrape> {
  const response = await fetch(`${origin}/api/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.status !== 200) throw new Error(`/api/metrics answered ${response.status}: ${await response.text()}`);
  if (!response.headers.get('content-type')?.startsWith('text/plain; version=0.0.4')) {
    throw new Error(`/api/metrics answered ${response.headers.get('content-type')}, not Prometheus' text format`);
  }
  return parsePrometheusTextFormat(await response.text());
}

/** The sum of a counter's or gauge's samples whose labels include `labels` (0 when none has). */
export function sampleSum(scrape: Scrape, name: string, labels: Record<string, string> = {}): number {
  const family = scrape.find((entry) => entry.name === name);
  if (!family) throw new Error(`/api/metrics has no ${name}`);
  return family.metrics
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value))
    .reduce((sum, sample) => sum + Number(sample.value ?? sample.count ?? 0), 0);
}
