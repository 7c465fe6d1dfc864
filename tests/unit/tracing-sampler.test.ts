import { samplerOf } from '@/lib/tracing/sampler';

// Which requests are traced (lib/tracing/sampler.ts): OpenTelemetry's variables, one trace in ten unless set.

it('samples one trace in ten, following a parent, unless told otherwise', () => {
  expect(samplerOf().toString()).toBe(
    'ParentBased{root=TraceIdRatioBased{0.1}, remoteParentSampled=AlwaysOnSampler, remoteParentNotSampled=AlwaysOffSampler, localParentSampled=AlwaysOnSampler, localParentNotSampled=AlwaysOffSampler}',
  );
  expect(samplerOf('always_on').toString()).toBe('AlwaysOnSampler');
  expect(samplerOf('traceidratio', '0.25').toString()).toBe('TraceIdRatioBased{0.25}');
});

it('refuses a sampler or ratio it does not know, naming the variable', () => {
  expect(() => samplerOf('sometimes')).toThrow(/OTEL_TRACES_SAMPLER must be one of always_on/);
  expect(() => samplerOf('traceidratio', '2')).toThrow(/OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1/);
});
