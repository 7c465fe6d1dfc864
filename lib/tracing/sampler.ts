import { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler, type Sampler } from '@opentelemetry/sdk-trace';

// Which requests are traced: OpenTelemetry's OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG.
// Unset, one trace in ten (parentbased_traceidratio, 0.1): a request left out makes no span, so
// the cost follows the share traced (docs/decisions/tracing.md, "What tracing costs";
// bench/results.md). `always_on` traces everything, for a test or a hunt.

export const DEFAULT_SAMPLER = 'parentbased_traceidratio';
export const DEFAULT_RATIO = 0.1;

const NAMES = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'];

function ratioOf(arg: string | undefined): number {
  if (arg === undefined || arg.trim() === '') return DEFAULT_RATIO;
  const ratio = Number(arg);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1)
    throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1, not "${arg}"`);
  return ratio;
}

/** The sampler the variables name; an unknown name or ratio stops the server with a message. */
export function samplerOf(name = DEFAULT_SAMPLER, arg?: string): Sampler {
  const chosen = name.trim().toLowerCase() || DEFAULT_SAMPLER;
  if (!NAMES.includes(chosen)) throw new Error(`OTEL_TRACES_SAMPLER must be one of ${NAMES.join(', ')}, not "${name}"`);
  const root = chosen.endsWith('always_on')
    ? new AlwaysOnSampler()
    : chosen.endsWith('always_off')
      ? new AlwaysOffSampler()
      : new TraceIdRatioBasedSampler(ratioOf(arg));
  return chosen.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}
