// @ts-check
// Copies of a production build for servers that must not share its output folder (each writes the
// pages it renders from its own database there): without the compiler's cache (hundreds of MB) or
// anything a server wrote. Copied beside the target and renamed into place, so a copy cut short is
// never taken for a build.
import { cpSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_CACHES } from './runtime-caches.mjs';

const PRERENDERED_FILE = /\.(html|rsc|meta|body)$/;

/** @param {string} folder */
function removePrerendered(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name.endsWith('.segments')) rmSync(at, { recursive: true, force: true });
    else if (entry.isDirectory()) removePrerendered(at);
    else if (PRERENDERED_FILE.test(entry.name)) rmSync(at, { force: true });
  }
}

/**
 * `withoutPrerendered` leaves out what the build rendered ahead (pages' HTML and RSC payloads,
 * route outputs such as robots.txt, their metadata): a server whose settings differ from the
 * build's then renders each page at its first request with its own.
 * @param {string} buildDir @param {string} target @param {{ withoutPrerendered?: boolean }} [options]
 */
export function copyBuild(buildDir, target, { withoutPrerendered = false } = {}) {
  const skipped = new Set(['cache', ...RUNTIME_CACHES].map((dir) => path.resolve(buildDir, dir)));
  const staging = `${target}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(buildDir, staging, { recursive: true, filter: (source) => !skipped.has(path.resolve(source)) });
  if (withoutPrerendered) removePrerendered(path.join(staging, 'server', 'app'));
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
}
