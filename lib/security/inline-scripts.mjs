// @ts-check
import { createHash } from 'node:crypto';

// Next's App Router puts inline scripts in every page: the flight (RSC) payload as
// `self.__next_f.push([…])` chunks and the Turbopack bootstrap. Without a nonce (which would make
// every cached page render per request) a strict Content-Security-Policy can only allow them by
// hash. The production server hashes the inline scripts of each HTML response, but only those
// whose text has one of these framework shapes (our own inline scripts are allowed by their fixed
// hashes, see known-scripts.mjs): a script an attacker manages to inject gets no hash, so the
// browser refuses to run it.

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Types a browser executes; anything else (application/ld+json, …) is a data block CSP ignores.
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

const FLIGHT_INIT = /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)(?:;self\.__next_f\.push\(\[2,null\]\))?;?$/;
const FLIGHT_CHUNK = /^self\.__next_f\.push\(\[([1-3]),("[\s\S]*")\]\);?$/;
const TURBOPACK_BOOTSTRAP = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;
const CHUNK_PATH = /^static\/chunks\/[\w.-]+\.(?:js|css)$/;

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
 * @param {string} text
 * @param {(value: any) => boolean} check given whatever the JSON holds
 */
function parsesAs(text, check) {
  try {
    return check(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * Whether a script is one Next writes itself: it only hands data (one JSON string, or a list of
 * its own chunk files) to Next's runtime, so running it is safe whoever put it in the page.
 * @param {string} body
 */
export function isFrameworkScript(body) {
  // Next escapes `<` in what it inlines; its presence means markup, not a framework script.
  if (body.includes('<')) return false;
  if (FLIGHT_INIT.test(body)) return true;
  const chunk = FLIGHT_CHUNK.exec(body);
  if (chunk) return parsesAs(chunk[2] ?? '', (value) => typeof value === 'string');
  const bootstrap = TURBOPACK_BOOTSTRAP.exec(body);
  if (bootstrap) {
    return parsesAs(bootstrap[1] ?? '', (value) => {
      const { otherChunks, runtimeModuleIds, ...rest } = value ?? {};
      return (
        Object.keys(rest).length === 0 &&
        Array.isArray(otherChunks) &&
        otherChunks.every((path) => typeof path === 'string' && CHUNK_PATH.test(path)) &&
        Array.isArray(runtimeModuleIds) &&
        runtimeModuleIds.every((id) => Number.isInteger(id))
      );
    });
  }
  return false;
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
