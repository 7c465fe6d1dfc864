import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { log } from '@/lib/log/logger.mjs';
import { createRateLimiter } from '@/lib/rate-limit/limiter';
import { getRedis } from '@/lib/rate-limit/redis';
import { currentTraceParent, inSpan, inSpanUnder, markTracingOn, tracingOn } from '@/lib/tracing/spans.mjs';
import { captureLog } from '../support/log-capture';

// The span helpers every traced part uses (lib/tracing/spans.mjs): nothing at all while tracing is
// off; once on, children of the active span, errors recorded, a mail's stored parent rejoined,
// and the log's lines inside a span carrying its ids. The whole purchase's trace, exported over
// OTLP to a receiver, is tests/system/tracing.spec.ts.

const exporter = new InMemorySpanExporter();

it('makes no span and runs the work as is while tracing is off', async () => {
  expect(tracingOn()).toBe(false);
  await expect(inSpan('off', {}, async (span) => span)).resolves.toBeNull();
  expect(currentTraceParent()).toBeNull();
});

describe('with tracing on', () => {
  beforeAll(() => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    trace.setGlobalTracerProvider(new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] }));
    markTracingOn();
  });
  beforeEach(() => exporter.reset());

  it('nests spans, records a failure and writes the span ids into the log lines made inside', async () => {
    const logged = captureLog();
    try {
      await inSpan('outer', {}, async () => {
        log.info('inside');
        await expect(inSpan('inner', {}, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
      });
    } finally {
      logged.restore();
    }
    const [inner, outer] = exporter.getFinishedSpans();
    expect([inner?.name, outer?.name]).toEqual(['inner', 'outer']);
    expect(inner!.parentSpanContext?.spanId).toBe(outer!.spanContext().spanId);
    expect(inner!.status).toMatchObject({ code: 2, message: 'refused' });
    expect(logged.lines[0]).toMatchObject({ msg: 'inside', trace_id: outer!.spanContext().traceId, span_id: outer!.spanContext().spanId });
  });

  it("makes a client span of each call to Redis, in the request's trace", async () => {
    // As every other Redis test, against TEST_REDIS_URL (.ci/run starts one).
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const limiter = createRateLimiter({ name: `tracing-${process.pid}-${Date.now()}`, points: 5, windowSeconds: 60 }, redisUrl);
    try {
      await inSpan('request', {}, () => limiter.consume('10.0.0.1'));
    } finally {
      getRedis(redisUrl).disconnect();
    }
    const [consume, request] = exporter.getFinishedSpans();
    expect(consume).toMatchObject({ name: 'redis consume', kind: 2 });
    expect(consume!.attributes).toMatchObject({ 'db.system.name': 'redis', 'db.operation.name': 'consume' });
    expect(consume!.parentSpanContext?.spanId).toBe(request!.spanContext().spanId);
  });

  it('joins later work to the trace that stored its parent, however it is run', async () => {
    const stored = await inSpan('purchase', {}, async () => currentTraceParent());
    const purchase = exporter.getFinishedSpans()[0]!;
    expect(stored).toBe(`${purchase.spanContext().traceId}-${purchase.spanContext().spanId}`);
    // Sent later, from a drain of its own.
    await inSpan('drain', {}, () => inSpanUnder(stored, 'smtp send', {}, async () => undefined));
    const send = exporter.getFinishedSpans().find((span) => span.name === 'smtp send')!;
    expect(send.spanContext().traceId).toBe(purchase.spanContext().traceId);
    expect(send.parentSpanContext?.spanId).toBe(purchase.spanContext().spanId);
  });
});
