// @ts-check
// Debian's nginx with the repository's deployment example (deploy/nginx/studio.conf), run in a
// folder of its own with only its addresses changed: by the multi-instance system test
// (tests/system/multi-instance/) in front of its instances, and by the benchmark's nginx
// part (scripts/bench/nginx.mjs) in front of the benchmark's server.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitUntilReady } from './wait-until-ready.mjs';

const RECIPE = 'deploy/nginx/studio.conf';
const RECIPE_UPSTREAMS = ['127.0.0.1:3001', '127.0.0.1:3002'];
const RECIPE_CACHE_PATH = 'proxy_cache_path /var/cache/nginx-studio ';
const RECIPE_LISTEN = 'listen 80;';
const RECIPE_SERVER_END = /\n}\s*$/;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
/** Whether Debian's nginx is here (a laptop may lack it; `.ci/run` installs it). */
export const nginxInstalled = NGINX !== undefined;

/**
 * The recipe with its listen address, its instances and its cache folder replaced, and `locations`
 * (nginx text) added at the end of its server block.
 * @param {{ port: number, upstreams: string[], cacheDir: string, locations?: string }} options
 */
export function recipeConfig({ port, upstreams, cacheDir, locations = '' }) {
  let config = readFileSync(RECIPE, 'utf8');
  /** @param {string} text @param {string} replacement */
  const replace = (text, replacement) => {
    if (!config.includes(text)) throw new Error(`${RECIPE} no longer has \`${text.trim()}\``);
    config = config.replace(text, replacement);
  };
  if (upstreams.length !== RECIPE_UPSTREAMS.length) throw new Error(`${RECIPE} has ${RECIPE_UPSTREAMS.length} instances`);
  RECIPE_UPSTREAMS.forEach((example, index) => replace(`server ${example} `, `server ${upstreams[index]} `));
  replace(RECIPE_LISTEN, `listen 127.0.0.1:${port};`);
  replace(RECIPE_CACHE_PATH, `proxy_cache_path ${cacheDir} `);
  if (!RECIPE_SERVER_END.test(config)) throw new Error(`${RECIPE} no longer ends with its server block`);
  return config.replace(RECIPE_SERVER_END, `\n${locations}}\n`);
}

/**
 * @typedef {object} Nginx
 * @property {string} origin
 * @property {string} dir its folder: configuration, logs, cache and any `files`
 * @property {() => string} errorLog which upstream failed and what was retried
 * @property {() => Promise<void>} stop
 */

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstreams` (host:port, as many as the recipe
 * has), with `files` (name → content) written into its folder for `locations` to serve, and
 * waits until it passes requests on.
 * @param {{ port: number, upstreams: string[], locations?: string, files?: Record<string, string> }} options
 * @returns {Promise<Nginx>}
 */
export async function startNginx({ port, upstreams, locations, files = {} }) {
  if (!NGINX) throw new Error('nginx is not installed (Debian: apt-get install nginx; .ci/run installs it)');
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-nginx-'));
  // Started as root, nginx's workers run as nobody: they read the files and write the cache here.
  chmodSync(dir, 0o755);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  writeFileSync(path.join(dir, 'studio.conf'), recipeConfig({ port, upstreams, cacheDir: path.join(dir, 'cache'), locations }));
  // The part a Debian install provides around conf.d/, with every path inside this folder (nginx
  // makes the temporary folders and the cache's, owned by its workers' user).
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/studio.conf;
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const errorLog = () => (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  await waitUntilReady(origin, () => (child.exitCode !== null ? `nginx exited (${child.exitCode}): ${errorLog()}` : null));
  return {
    origin,
    dir,
    errorLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
