// The token the jest server's /api/metrics opens with: set before the first getEnv() reads it, by
// importing this module first (tests/api/metrics.test.ts, the bad-input suite's operations endpoints).
export const METRICS_TOKEN = 'jest-metrics-token-7Qm2xK9vLp4Rt8Wz3Nc6Hb1Fd5Sj0Ya';
process.env.METRICS_TOKEN ??= METRICS_TOKEN;

export const metricsBearer = { authorization: `Bearer ${METRICS_TOKEN}` };
