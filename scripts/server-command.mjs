// @ts-check
// The production server's command line is package.json's `start` script, its one definition:
// Node's options for the server (docs/decisions/young-generation.md) and the script. The end-to-end,
// system and benchmark servers start it from here, as `npm start` does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Node's arguments of `npm start`, for `spawn(process.execPath, [...serverArguments(), '--port', N])`. */
export function serverArguments(root = process.cwd()) {
  const start = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start;
  const [program, ...args] = String(start).trim().split(/\s+/);
  if (program !== 'node') throw new Error(`package.json's start script must run node, not: ${start}`);
  return args;
}
