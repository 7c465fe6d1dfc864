// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import pino from 'pino';
import { LOG_LEVELS } from './levels.mjs';
import { maskEmails } from './mask.mjs';
import { traceFields } from '../tracing/spans.mjs';

// The server's log: one JSON line per event (pino), with its level, time, message and, inside a
// request, the request's id (scripts/start.mjs sets it; docs/operations.md#logs). Readable lines
// in development (pino-pretty), JSON elsewhere; LOG_LEVEL picks the least level written (info by
// default, silent under jest unless a test captures the log). Nothing personal in clear: e-mail
// addresses in messages are masked, and the fields that carry secrets are censored.
//
// One logger and one request context per process: the production server (plain Node) and the
// app's bundled code both import this file, as two module instances, so both live on globalThis.

/** @typedef {{ requestId: string }} RequestContext */

const CONTEXT = Symbol.for('studio.requestContext');
const LOGGER = Symbol.for('studio.logger');
const SINK = Symbol.for('studio.logSink');
const global = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));

/** The request being answered, as the production server's request layer set it. */
export const requestContext = /** @type {AsyncLocalStorage<RequestContext>} */ (global[CONTEXT] ??= new AsyncLocalStorage());

/**
 * Field names whose values never reach a line, at the top of a line or one level down: tokens,
 * passwords, secrets, the whole of a request's or mail's body, and cookies and the authorization
 * header.
 */
const CENSORED = new Set(['token', 'password', 'secret', 'authorization', 'cookie', 'body', 'email', 'recipient']);

/**
 * Marks a line whose fields are all the server's own (the access line): written as they are, with
 * no censoring pass and no request fields added, as it carries its own. Per request, those passes
 * were a share of what the log cost (docs/decisions/tracing.md, "What tracing costs").
 */
export const OWN_FIELDS = Symbol.for('studio.log.ownFields');
const NO_FIELDS = Object.freeze({});
/** @param {unknown} fields */
const ownFields = (fields) => typeof fields === 'object' && fields !== null && OWN_FIELDS in fields;

/** @typedef {{ write(line: string): unknown }} LogTarget */
/**
 * Standard output, written in pieces of at least 4 KiB and at the latest every second, as pino's
 * asynchronous mode: a write per line (an access line per request) cost the server a seventh of its
 * throughput in file-system work (docs/decisions/structured-logs.md, "Writing the lines"). What is
 * still held is written when the process exits, whatever the reason.
 */
const standardOutput = () => pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
/**
 * Standard output, opened at the first line written: a process that writes none (jest, where the
 * log is silent) holds no stream, flush timer or exit hook (jest's --detectOpenHandles named the timer).
 * @returns {LogTarget}
 */
function openedOnFirstLine() {
  /** @type {LogTarget | undefined} */
  let stream;
  return { write: (line) => (stream ??= standardOutput()).write(line) };
}
/** Where the lines go: standard output, or a test's capture (tests/support/log-capture.ts). */
const sink = /** @type {{ target: LogTarget }} */ (global[SINK] ??= { target: openedOnFirstLine() });

/**
 * An object literal's kind of value, from any realm: its prototype is an Object.prototype (or
 * none). Errors, arrays, dates and class instances pass through whole, to pino's serializers; an
 * error Node's own code made is not `instanceof Error` in another realm (jest's test modules).
 */
function isPlainObject(/** @type {unknown} */ value) {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * A line's fields as they may be written: censored fields' values replaced, at the top and one
 * level down, and e-mail addresses in strings masked. One pass in the log call itself: pino's own
 * `redact` cost more than the rest of an access line (docs/decisions/structured-logs.md).
 * @param {unknown} fields
 * @param {number} depth how many levels further down censored names are looked for
 * @returns {unknown}
 */
function cleanFields(fields, depth = 1) {
  if (!isPlainObject(fields)) return fields;
  /** @type {Record<string, unknown>} */
  const clean = {};
  for (const [key, value] of Object.entries(/** @type {object} */ (fields))) {
    if (CENSORED.has(key)) clean[key] = '[censored]';
    else if (typeof value === 'string') clean[key] = maskEmails(value);
    else clean[key] = depth > 0 ? cleanFields(value, depth - 1) : value;
  }
  return clean;
}

/** An error with its stack, once, and the addresses in its message masked (an SMTP refusal names its recipient). */
function errorField(/** @type {Error} */ error) {
  const serialized = pino.stdSerializers.err(error);
  return { ...serialized, message: maskEmails(serialized.message), stack: maskEmails(serialized.stack ?? '') };
}

/**
 * LOG_LEVEL's level (lib/server/settings.mjs refuses an unknown one), else info, or silent under
 * jest. Read again by scripts/start.mjs once the .env files are loaded.
 */
export function configuredLevel() {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && /** @type {readonly string[]} */ (LOG_LEVELS).includes(wanted)) return wanted;
  return process.env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/** pino-pretty in development, a dev dependency: loaded only there. */
function prettyStream() {
  if (process.env.NODE_ENV !== 'development') return null;
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty');
    return pretty({ colorize: true, sync: true, ignore: 'pid,hostname' });
  } catch {
    return null;
  }
}

function createLogger() {
  const pretty = prettyStream();
  return pino(
    {
      level: configuredLevel(),
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorField },
      hooks: {
        // Messages are free text written by this app: an address written into one is masked.
        logMethod(args, method) {
          if (ownFields(args[0])) return method.apply(this, args);
          const masked = args.map((arg, index) => (typeof arg === 'string' ? maskEmails(arg) : index === 0 ? cleanFields(arg) : arg));
          method.apply(this, /** @type {never} */ (masked));
        },
      },
      mixin(fields) {
        if (ownFields(fields)) return NO_FIELDS;
        const context = requestContext.getStore();
        // Inside a traced span, its ids: the line is found from the trace and the trace from the line.
        return context ? { request_id: context.requestId, ...traceFields() } : traceFields();
      },
      // pino's own strategy copies every line's fields into the mixin's; a line of its own goes as it is.
      mixinMergeStrategy: (fields, added) => (added === NO_FIELDS ? fields : Object.assign(added, fields)),
    },
    pretty ?? { write: (/** @type {string} */ line) => sink.target.write(line) },
  );
}

/** The process's logger. */
export const log = /** @type {import('pino').Logger} */ (global[LOGGER] ??= createLogger());

/** For tests/support/log-capture.ts: lines go to `target` from now on; returns the previous target. */
export function swapLogSink(/** @type {LogTarget} */ target) {
  const previous = sink.target;
  sink.target = target;
  return previous;
}
