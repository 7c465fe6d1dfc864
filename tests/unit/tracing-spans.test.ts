import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SamplingDecision, SimpleSpanProcessor, TracerProvider, type Sampler } from '@opentelemetry/sdk-trace';
import { log } from '@/lib/log/logger.mjs';
import { createRateLimiter } from '@/lib/rate-limit/limiter';
import { getRedis } from '@/lib/rate-limit/redis';
import { currentTraceParent, inSpan, inSpanUnder, markTracingOn, noteOnSpan, tracingOn } from '@/lib/tracing/spans.mjs';
import { captureLog } from '../support/log-capture';

// The span helpers every traced part uses (lib/tracing/spans.mjs): nothing at all while tracing is
// off; once on, children of the active span, errors recorded, a mail's stored parent rejoined,
// the log's lines inside a span carrying its ids, and nothing under a trace the sampler left out.
// The whole purchase's trace, exported over OTLP to a receiver, is tests/system/tracing.spec.ts.

const exporter = new InMemorySpanExporter();
// Every trace is recorded but the one whose root is named so, as a ratio sampler would leave it out.
const UNSAMPLED = 'unsampled request';
const sampler: Sampler = {
  shouldSample: (_context, _traceId, name) => ({
    decision: name === UNSAMPLED ? SamplingDecision.NOT_RECORD : SamplingDecision.RECORD_AND_SAMPLED,
  }),
  toString: () => 'by name',
};

it('makes no span and runs the work as is while tracing is off', async () => {
  expect(tracingOn()).toBe(false);
  await expect(inSpan('off', {}, async (span) => span)).resolves.toBeNull();
  expect(currentTraceParent()).toBeNull();
});

describe('with tracing on', () => {
  beforeAll(() => {
    const provider = new TracerProvider({ sampler, spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    markTracingOn(provider.getTracer('test'));
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

  it('makes no span under a trace the sampler left out, and logs no trace id for it', async () => {
    const logged = captureLog();
    let inner: unknown = 'not run';
    let parent: string | null = 'not run';
    try {
      await inSpan(UNSAMPLED, {}, async () => {
        log.info('unsampled');
        parent = currentTraceParent();
        inner = await inSpan('statement', {}, async (span) => span);
      });
    } finally {
      logged.restore();
    }
    expect(inner).toBeNull();
    expect(parent).toBeNull();
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(logged.lines[0]).not.toHaveProperty('trace_id');
  });

  it("carries the active span in a context of its own, leaving OpenTelemetry's global one to Next's no-op spans", async () => {
    let seenByNext: unknown = 'not run';
    await inSpan('request', {}, async () => {
      // What Next's tracer reads to decide whether to wrap its steps: nothing, as with tracing off.
      seenByNext = trace.getSpan(context.active());
      noteOnSpan({ 'order.id': 'order-1' });
      await new Promise((resolve) => setImmediate(resolve));
      await inSpan('db select', {}, async () => undefined);
    });
    expect(seenByNext).toBeUndefined();
    const [statement, request] = exporter.getFinishedSpans();
    expect(statement!.name).toBe('db select');
    expect(statement!.parentSpanContext?.spanId).toBe(request!.spanContext().spanId);
    expect(request!.attributes).toMatchObject({ 'order.id': 'order-1' });
  });
});
