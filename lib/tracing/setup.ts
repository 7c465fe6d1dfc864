import 'server-only';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { onShutdown } from '@/lib/server/lifecycle.mjs';
import { samplerOf } from './sampler';
import { markTracingOn } from './spans.mjs';
import packageJson from '@/package.json';

// Traces over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT, started by instrumentation.ts before
// the server answers (docs/operations.md#traces). The exporter reads OpenTelemetry's standard
// variables itself (OTEL_EXPORTER_OTLP_HEADERS for a collector's key, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
// spans go out in batches (every OTEL_BSP_SCHEDULE_DELAY ms), the last ones when the server stops.
// OTEL_TRACES_SAMPLER picks which requests are traced (sampler.ts; one in ten unless set).
// Neither the provider nor a context manager is registered as OpenTelemetry's global one: Next
// would then wrap its rendering steps in spans and context switches for every request, sampled or
// not, which cost more than the tracing budget (docs/decisions/tracing.md, "What tracing costs").
// lib/tracing/spans.mjs carries the active span itself.

export function startTracing(): void {
  const provider = new TracerProvider({
    sampler: samplerOf(process.env.OTEL_TRACES_SAMPLER, process.env.OTEL_TRACES_SAMPLER_ARG, process.env.TRACES_MAX_PER_SECOND),
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || 'studio-site',
      'service.version': packageJson.version,
    }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter(),
        // The standard variable; this SDK's processor no longer reads it itself. Unset: 5 s.
        scheduledDelayMillis: Number(process.env.OTEL_BSP_SCHEDULE_DELAY) || undefined,
      }),
    ],
  });
  markTracingOn(provider.getTracer('studio-site', packageJson.version));
  onShutdown('sending the last traces', () => provider.shutdown());
}
