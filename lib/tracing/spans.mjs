// @ts-check
import { context, SpanKind, SpanStatusCode, trace, TraceFlags } from '@opentelemetry/api';

// The server's traces (docs/operations.md#traces): spans for requests, statements, Stripe, mail
// and background work, exported when OTEL_EXPORTER_OTLP_ENDPOINT is set (lib/tracing/setup.ts).
// Off, nothing here makes a span: each helper checks the flag first and runs its work as is. The
// flag lives on globalThis, as the production server (plain Node) and the app's bundled code both
// load this file; OpenTelemetry's API keeps its provider and context there too.

const STATE = Symbol.for('studio.tracing');
const state = /** @type {{ on: boolean }} */ (
  /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[STATE] ??= { on: false }
);

export const tracingOn = () => state.on;

/** Called once the provider is registered (lib/tracing/setup.ts). */
export function markTracingOn() {
  state.on = true;
}

const tracer = () => trace.getTracer('studio-site');

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
  if (!state.on) return run(null);
  return tracer().startActiveSpan(name, options, async (span) => {
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
  if (!state.on) return null;
  const span = trace.getSpan(context.active());
  if (!span) return null;
  const { traceId, spanId, traceFlags } = span.spanContext();
  return traceFlags & TraceFlags.SAMPLED ? `${traceId}-${spanId}` : null;
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
  if (!state.on || !traceId || !spanId) return inSpan(name, options, run);
  const remote = trace.setSpanContext(context.active(), { traceId, spanId, traceFlags: TraceFlags.SAMPLED, isRemote: true });
  return context.with(remote, () => inSpan(name, options, run));
}

/**
 * A span the caller ends itself (work that settles by callback or event), a child of the active
 * one; null without tracing.
 * @param {string} name
 * @param {import('@opentelemetry/api').SpanOptions} options
 */
export function startSpan(name, options) {
  return state.on ? tracer().startSpan(name, options) : null;
}

/** Runs `run` with `span` as the active span, so what it starts is a child. */
export function withSpan(/** @type {import('@opentelemetry/api').Span | null} */ span, /** @type {() => void} */ run) {
  if (!span) return run();
  return context.with(trace.setSpan(context.active(), span), run);
}

/** Marks `span` failed with `error`'s message. */
export function failed(/** @type {import('@opentelemetry/api').Span | null} */ span, /** @type {unknown} */ error) {
  if (!span) return;
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/** Names what the active span worked on (`order.id`, `booking.id`); nothing without tracing. */
export function noteOnSpan(/** @type {import('@opentelemetry/api').Attributes} */ attributes) {
  if (state.on) trace.getSpan(context.active())?.setAttributes(attributes);
}

/** The active span's trace and span ids, for the log lines written inside it; empty without one. */
export function traceFields() {
  if (!state.on) return {};
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
