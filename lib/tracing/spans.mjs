// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, TraceFlags } from '@opentelemetry/api';

// The server's traces (docs/operations.md#traces): spans for requests, statements, Stripe, mail
// and background work, exported when OTEL_EXPORTER_OTLP_ENDPOINT is set (lib/tracing/setup.ts).
// Off, nothing here makes a span: each helper checks the flag first and runs its work as is. Inside
// a request the sampler left out, nothing makes a span either: work is only traced where its trace
// is recorded (docs/decisions/tracing.md, "What tracing costs"). The state lives on globalThis, as
// the production server (plain Node) and the app's bundled code both load this file.
//
// The active span is carried in a context of our own, not OpenTelemetry's global one: with a global
// context manager, every step Next wraps in its (no-op) spans switches contexts, for every request,
// and that cost more than the tracing budget allows. Next's spans are therefore never in our traces.

const STATE = Symbol.for('studio.tracing');
const state =
  /** @type {{ tracer: import('@opentelemetry/api').Tracer | null, active: AsyncLocalStorage<import('@opentelemetry/api').Context> }} */ (
    /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[STATE] ??= {
      tracer: null,
      active: new AsyncLocalStorage(),
    }
  );

export const tracingOn = () => state.tracer !== null;

/** Called once, with the tracer of the provider lib/tracing/setup.ts made. */
export function markTracingOn(/** @type {import('@opentelemetry/api').Tracer} */ tracer) {
  state.tracer = tracer;
}

const activeContext = () => state.active.getStore() ?? ROOT_CONTEXT;
const activeSpan = () => trace.getSpan(activeContext());

/** Runs `run` with `span` as the active span. */
const activate = (/** @type {import('@opentelemetry/api').Span} */ span, /** @type {() => any} */ run) =>
  state.active.run(trace.setSpan(activeContext(), span), run);

const sampled = (/** @type {import('@opentelemetry/api').Span} */ span) => (span.spanContext().traceFlags & TraceFlags.SAMPLED) !== 0;

/** The active span when tracing is on and its trace is recorded; else null. */
function recordedSpan() {
  if (!state.tracer) return null;
  const span = activeSpan();
  return span && sampled(span) ? span : null;
}

/**
 * The tracer, when work here is to be traced: tracing on, and no active trace or a recorded one.
 * Work under a request the sampler left out gets no span of its own (it would be dropped anyway).
 */
function tracerHere() {
  if (!state.tracer) return null;
  const active = activeSpan();
  return !active || sampled(active) ? state.tracer : null;
}

export { SpanKind, SpanStatusCode };

/**
 * Runs `run` in a span named `name`, a child of the active one, which ends when `run` settles and
 * records a thrown error; without tracing, `run` as is.
 * @template T
 * @param {string} name
 * @param {import('@opentelemetry/api').SpanOptions} options
 * @param {(span: import('@opentelemetry/api').Span | null) => Promise<T>} run
 * @returns {Promise<T>}
 */
export function inSpan(name, options, run) {
  const tracer = tracerHere();
  if (!tracer) return run(null);
  const span = tracer.startSpan(name, options, activeContext());
  return activate(span, async () => {
    try {
      return await run(span);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * The active span as `<trace id>-<span id>`, to store with work done later (an outbox mail); null
 * without one, or when its trace is not sampled (the later work then has a trace of its own or none).
 */
export function currentTraceParent() {
  const span = recordedSpan();
  if (!span) return null;
  const { traceId, spanId } = span.spanContext();
  return `${traceId}-${spanId}`;
}

/**
 * As inSpan, but a child of the stored `parent` (currentTraceParent) when there is one: the work
 * joins the trace that asked for it, however much later it runs.
 * @template T
 * @param {string | null} parent
 * @param {string} name
 * @param {import('@opentelemetry/api').SpanOptions} options
 * @param {(span: import('@opentelemetry/api').Span | null) => Promise<T>} run
 * @returns {Promise<T>}
 */
export function inSpanUnder(parent, name, options, run) {
  const [traceId, spanId] = parent?.split('-') ?? [];
  if (!state.tracer || !traceId || !spanId) return inSpan(name, options, run);
  const remote = trace.setSpanContext(activeContext(), { traceId, spanId, traceFlags: TraceFlags.SAMPLED, isRemote: true });
  return state.active.run(remote, () => inSpan(name, options, run));
}

/**
 * A span the caller ends itself (work that settles by callback or event), a child of the active
 * one; null without tracing or under a trace the sampler left out. A root span (a request's) is
 * made either way: unsampled, it tells the work under it to make none.
 * @param {string} name
 * @param {import('@opentelemetry/api').SpanOptions} options
 */
export function startSpan(name, options) {
  return tracerHere()?.startSpan(name, options, activeContext()) ?? null;
}

/** Runs `run` with `span` as the active span, so what it starts is a child. */
export function withSpan(/** @type {import('@opentelemetry/api').Span | null} */ span, /** @type {() => void} */ run) {
  if (!span) return run();
  return activate(span, run);
}

/** Marks `span` failed with `error`'s message. */
export function failed(/** @type {import('@opentelemetry/api').Span | null} */ span, /** @type {unknown} */ error) {
  if (!span) return;
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/** Names what the active span worked on (`order.id`, `booking.id`); nothing without tracing. */
export function noteOnSpan(/** @type {import('@opentelemetry/api').Attributes} */ attributes) {
  if (state.tracer) activeSpan()?.setAttributes(attributes);
}

/** A recorded span's trace id (for the access line); null for none, or one the sampler left out. */
export function traceIdOf(/** @type {import('@opentelemetry/api').Span | null} */ span) {
  return span && sampled(span) ? span.spanContext().traceId : null;
}

/**
 * The active span's trace and span ids, for the log lines written inside it; empty without one or
 * when its trace is not recorded (no trace would answer to the id).
 */
export function traceFields() {
  const span = recordedSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
