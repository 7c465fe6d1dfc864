// The framework floor: next-intl's getting-started page (a heading and a line of text in both
// languages, no CSS, fonts, images or client components of its own), on the site's own Next.js,
// built the way the site is built (scripts/bench/floor-app). The first-load JS target is counted
// from it, and the Lighthouse table shows it beside the site's pages: on a machine where even this
// page scores below a target, the gap is the framework's and the machine's, not the site's.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { waitUntilReady } from '../wait-until-ready.mjs';
import { config } from './config.mjs';
import { nextEnv, spawnServer } from './server.mjs';

/** The floor page in both languages, as the site's pages are measured. */
export const FLOOR_PATHS = ['/en', '/no'];

/** Builds the floor app unless `skipBuild` and a build is there already. */
export function buildFloor(skipBuild) {
  if (skipBuild && existsSync(join(config.floor.dir, '.next', 'BUILD_ID'))) return;
  console.log(`Building the floor page in ${config.floor.dir} ...`);
  execFileSync('npx', ['next', 'build'], { cwd: config.floor.dir, stdio: 'inherit', env: nextEnv() });
}

/** Serves the floor app with `next start` and waits until its page answers. */
export async function startFloor() {
  console.log(`Starting the floor page on ${config.floor.origin} ...`);
  const server = spawnServer(`next start -p ${config.floor.port} -H 127.0.0.1`, { cwd: config.floor.dir, env: nextEnv() });
  try {
    await waitUntilReady(config.floor.origin, () => (server.exited() ? 'The floor page server exited before it answered' : null), {
      probePath: FLOOR_PATHS[0],
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
