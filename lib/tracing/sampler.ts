import { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler, type Sampler } from '@opentelemetry/sdk-trace';
import { rateCapped } from './rate-capped-sampler';

// Which requests are traced: OpenTelemetry's OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG.
// Unset, one trace in ten (parentbased_traceidratio, 0.1): a request left out makes no span, so
// the cost follows the share traced (docs/decisions/tracing.md, "What tracing costs";
// bench/results.md). A ratio's new traces are capped at TRACES_MAX_PER_SECOND per instance (10
// unless set; 0: no cap), so a burst of traffic does not multiply tracing's cost. `always_on`
// traces everything, uncapped, for a test or a hunt.

export const DEFAULT_SAMPLER = 'parentbased_traceidratio';
export const DEFAULT_RATIO = 0.1;
export const DEFAULT_MAX_PER_SECOND = 10;

const NAMES = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'];

function ratioOf(arg: string | undefined): number {
  if (arg === undefined || arg.trim() === '') return DEFAULT_RATIO;
  const ratio = Number(arg);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1)
    throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1, not "${arg}"`);
  return ratio;
}

function maxPerSecondOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_MAX_PER_SECOND;
  const perSecond = Number(value);
  if (!Number.isInteger(perSecond) || perSecond < 0)
    throw new Error(`TRACES_MAX_PER_SECOND must be a whole number of traces a second (0: no cap), not "${value}"`);
  return perSecond;
}

/** The sampler the variables name; an unknown name, ratio or cap stops the server with a message. */
export function samplerOf(name = DEFAULT_SAMPLER, arg?: string, maxPerSecond?: string): Sampler {
  const chosen = name.trim().toLowerCase() || DEFAULT_SAMPLER;
  if (!NAMES.includes(chosen)) throw new Error(`OTEL_TRACES_SAMPLER must be one of ${NAMES.join(', ')}, not "${name}"`);
  const cap = maxPerSecondOf(maxPerSecond);
  const root = chosen.endsWith('always_on')
    ? new AlwaysOnSampler()
    : chosen.endsWith('always_off')
      ? new AlwaysOffSampler()
      : rateCapped(new TraceIdRatioBasedSampler(ratioOf(arg)), cap);
  return chosen.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}
