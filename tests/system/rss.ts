import { groupRssMb } from '../../scripts/process-rss.mjs';

export { groupRssMb };

/** Samples the group's RSS every `intervalMs` until stopped; returns the samples in MB. */
export function sampleRss(groupId: number, intervalMs = 1_000): { stop: () => number[] } {
  const samples = [groupRssMb(groupId)];
  const timer = setInterval(() => samples.push(groupRssMb(groupId)), intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

export interface RssSummary {
  startMb: number;
  maxMb: number;
  endMb: number;
  /** Highest sample of the first and of the last third after the warm-up. */
  firstThirdMaxMb: number;
  lastThirdMaxMb: number;
  /** Least-squares slope over the samples after the warm-up, MB per minute. */
  slopeMbPerMinute: number;
}

function slopePerSample(values: number[]): number {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, value) => sum + value, 0) / n;
  let covariance = 0;
  let variance = 0;
  values.forEach((value, x) => {
    covariance += (x - meanX) * (value - meanY);
    variance += (x - meanX) ** 2;
  });
  return variance ? covariance / variance : 0;
}

/** Summarises one-second samples, leaving out the first `warmUpSamples`. */
export function summariseRss(samples: number[], warmUpSamples: number): RssSummary {
  const steady = samples.slice(warmUpSamples);
  if (steady.length < 9) throw new Error(`Too few RSS samples after the warm-up: ${steady.length}`);
  const third = Math.floor(steady.length / 3);
  return {
    startMb: samples[0]!,
    maxMb: Math.max(...samples),
    endMb: samples.at(-1)!,
    firstThirdMaxMb: Math.max(...steady.slice(0, third)),
    lastThirdMaxMb: Math.max(...steady.slice(-third)),
    slopeMbPerMinute: slopePerSample(steady) * 60,
  };
}
