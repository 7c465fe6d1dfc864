// @ts-check
import { createHash } from 'node:crypto';
import { isNextInlineScript } from '../server/next-internals.mjs';

// Allowed by hash, not nonce (cached pages stay cached), in Next's shapes or ours only: injected scripts get none.

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Types a browser executes; anything else (application/ld+json, …) is a data block CSP ignores.
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/**
 * @param {string} html
 */
export function executableInlineScripts(html) {
  /** @type {string[]} */
  const bodies = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = type ? (type[1] ?? type[2] ?? type[3] ?? '') : '';
    if (EXECUTABLE_TYPES.has(typeValue.trim().toLowerCase())) bodies.push(body);
  }
  return bodies;
}

/**
 * @param {string} body
 */
export function isFrameworkScript(body) {
  return isNextInlineScript(body);
}

/** A CSP hash source for a script's exact text, e.g. `'sha256-…'`. @param {string} body */
export function hashSource(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * @param {string} html
 */
export function frameworkScriptHashes(html) {
  return [...new Set(executableInlineScripts(html).filter(isFrameworkScript).map(hashSource))];
}
