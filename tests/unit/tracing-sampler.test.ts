import { ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import { AlwaysOnSampler, SamplingDecision } from '@opentelemetry/sdk-trace';
import { rateCapped } from '@/lib/tracing/rate-capped-sampler';
import { samplerOf } from '@/lib/tracing/sampler';

// Which requests are traced (lib/tracing/sampler.ts): OpenTelemetry's variables, one trace in ten unless set.

it('samples one trace in ten, following a parent, unless told otherwise', () => {
  expect(samplerOf().toString()).toBe(
    'ParentBased{root=RateCapped{TraceIdRatioBased{0.1}, 10/s}, remoteParentSampled=AlwaysOnSampler, remoteParentNotSampled=AlwaysOffSampler, localParentSampled=AlwaysOnSampler, localParentNotSampled=AlwaysOffSampler}',
  );
  expect(samplerOf('always_on').toString()).toBe('AlwaysOnSampler');
  expect(samplerOf('traceidratio', '0.25', '0').toString()).toBe('TraceIdRatioBased{0.25}');
});

it('refuses a sampler or ratio it does not know, naming the variable', () => {
  expect(() => samplerOf('sometimes')).toThrow(/OTEL_TRACES_SAMPLER must be one of always_on/);
  expect(() => samplerOf('traceidratio', '2')).toThrow(/OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1/);
  expect(() => samplerOf('always_on', undefined, '-1')).toThrow(/TRACES_MAX_PER_SECOND must be a whole number/);
});

it('records at most so many new traces a second, whatever the ratio lets through, and no more later', () => {
  let now = 0;
  const sampler = rateCapped(new AlwaysOnSampler(), 3, () => now);
  const decide = () => sampler.shouldSample(ROOT_CONTEXT, '0af7651916cd43dd8448eb211c80319c', 'GET /', SpanKind.SERVER, {}, []).decision;
  const second = () => Array.from({ length: 10 }, decide).filter((decision) => decision === SamplingDecision.RECORD_AND_SAMPLED).length;
  expect(second()).toBe(3);
  now += 500;
  expect(second()).toBe(1);
  // An idle minute saves up no more than one second's worth.
  now += 60_000;
  expect(second()).toBe(3);
});
