// @ts-check
// Marks the framework chunks every page runs at start with V8's explicit compile hint, after
// `next build` compiled them (next.config.mjs calls this from compiler.runAfterProductionCompile).
// Chrome then compiles them on a background thread while streaming them in, instead of lazily
// inside the hydration task; only the root main files, which every page runs at once
// (docs/decisions/compile-hints.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The client files Next loads first on every page, from the build manifest (paths relative to the
 * output folder, such as `static/chunks/abc.js`). Missing manifest or field: an empty list.
 * @param {string} distDir
 * @returns {string[]}
 */
export function rootMainFiles(distDir) {
  const manifestPath = join(distDir, 'build-manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  /** @type {string[]} */
  const files = Array.isArray(manifest.rootMainFiles)
    ? manifest.rootMainFiles.filter((/** @type {unknown} */ file) => typeof file === 'string')
    : [];
  // Only JavaScript inside the output's static folder: the manifest names nothing else, and a
  // changed manifest format must not make this write anywhere else.
  return files.filter((file) => file.endsWith('.js') && normalize(file).startsWith(`static${sep}`));
}

/**
 * Puts the compile hint on top of each root main file that lacks it. A source map beside a file
 * gets one more empty line at its start, so it still points at the right lines.
 * @param {string} distDir
 * @returns {string[]} the files that got the hint
 */
export function addCompileHints(distDir) {
  const files = rootMainFiles(distDir);
  // The site still works without the hints, so the build goes on, but says what it lost.
  if (!files.length) console.warn('compile hints: build-manifest.json names no root main files');
  const hinted = [];
  for (const file of files) {
    const path = join(distDir, file);
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + source);
    shiftSourceMap(`${path}.map`);
    hinted.push(file);
  }
  return hinted;
}

/** @param {string} mapPath */
function shiftSourceMap(mapPath) {
  if (!existsSync(mapPath)) return;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  // In a source map's mappings, each ';' starts the next generated line.
  if (typeof map.mappings === 'string') map.mappings = `;${map.mappings}`;
  writeFileSync(mapPath, JSON.stringify(map));
}
