import { SamplingDecision, type Sampler, type SamplingResult } from '@opentelemetry/sdk-trace';

// At most so many new traces a second, of those another sampler would record: the ratio alone
// makes tracing's cost grow with the traffic (one request in ten at 1,800 requests a second cost a
// tenth of the throughput in recording and sending spans; docs/decisions/tracing.md), while a few
// traces a second are all anyone reads. X-Ray's reservoir and Jaeger's rate-limiting sampler cap
// the same way; OpenTelemetry's JavaScript SDK has no such sampler, hence these lines.

/** A token bucket: `perSecond` tokens a second, holding at most one second's worth. */
function bucket(perSecond: number, now: () => number) {
  let tokens = perSecond;
  let last = now();
  return () => {
    const at = now();
    tokens = Math.min(perSecond, tokens + ((at - last) / 1000) * perSecond);
    last = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** `inner`'s decisions, but at most `perSecond` recorded traces a second; 0: no cap. */
export function rateCapped(inner: Sampler, perSecond: number, now: () => number = () => performance.now()): Sampler {
  if (perSecond === 0) return inner;
  const take = bucket(perSecond, now);
  return {
    shouldSample(...args: Parameters<Sampler['shouldSample']>): SamplingResult {
      const result = inner.shouldSample(...args);
      return result.decision === SamplingDecision.RECORD_AND_SAMPLED && !take() ? { decision: SamplingDecision.NOT_RECORD } : result;
    },
    toString: () => `RateCapped{${inner.toString()}, ${perSecond}/s}`,
  };
}
