import { parseWrkReport } from '@/scripts/bench/wrk.mjs';

// The benchmark's reading of wrk's report (scripts/bench/wrk.mjs); a misread figure would pass or
// fail a page for nothing.

const report = (lines: string) => `Running 10s test @ http://127.0.0.1:3400/
  2 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.52ms    1.10ms  30.01ms   91.02%
    Req/Sec     7.30k   412.33     8.01k    70.50%
  Latency Distribution
${lines}
  145301 requests in 10.00s, 16.20GB read
Requests/sec:  14524.67
Transfer/sec:      1.62GB
`;

describe('parseWrkReport', () => {
  it('reads the rate and the 50th and 99th percentiles in milliseconds, whatever unit wrk chose', () => {
    const parsed = parseWrkReport(report('     50%  850.00us\n     75%    1.20ms\n     90%    2.00ms\n     99%    1.05s'));
    expect(parsed).toEqual({ requestsPerSecond: 14524.67, p50: 0.85, p99: 1050, errors: 0, non2xx: 0 });
  });

  it('counts every kind of socket error and the answers that were not 2xx or 3xx', () => {
    const parsed = parseWrkReport(
      report('     50%    1.00ms\n     75%    1.00ms\n     90%    1.00ms\n     99%    9.00ms') +
        '  Socket errors: connect 1, read 2, write 3, timeout 4\n  Non-2xx or 3xx responses: 12\n',
    );
    expect(parsed.errors).toBe(10);
    expect(parsed.non2xx).toBe(12);
  });

  it('refuses a report without the latency distribution (wrk run without --latency)', () => {
    expect(() => parseWrkReport('Requests/sec:  100.00\n')).toThrow('no 50% latency');
  });
});
