// @ts-check
import { createHash } from 'node:crypto';
import { isNextInlineScript } from '../server/next-internals.mjs';

// Next's App Router puts inline scripts in every page: the flight (RSC) payload as
// `self.__next_f.push([…])` chunks and the Turbopack bootstrap. Without a nonce (which would make
// every cached page render per request) a strict Content-Security-Policy can only allow them by
// hash. The production server hashes the inline scripts of each HTML response, but only those
// whose text has one of these framework shapes (lib/server/next-internals.mjs knows them; our own
// inline scripts are allowed by their fixed hashes, see known-scripts.mjs): a script an attacker
// manages to inject gets no hash, so the browser refuses to run it.

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Types a browser executes; anything else (application/ld+json, …) is a data block CSP ignores.
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/**
 * The text of every inline script in the HTML that a browser would execute.
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
 * Whether a script is one Next writes itself: it only hands data (one JSON string, or a list of
 * its own chunk files) to Next's runtime, so running it is safe whoever put it in the page.
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
 * The hash sources of the page's inline scripts that Next wrote (see isFrameworkScript), each once.
 * @param {string} html
 */
export function frameworkScriptHashes(html) {
  return [...new Set(executableInlineScripts(html).filter(isFrameworkScript).map(hashSource))];
}
