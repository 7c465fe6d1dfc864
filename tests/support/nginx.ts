import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitUntilReady } from '../../scripts/wait-until-ready.mjs';

// Debian's nginx in front of the test's app instances, configured by the deployment example the
// repository ships (deploy/nginx/studio.conf) with only the addresses changed.

const EXAMPLE = 'deploy/nginx/studio.conf';
const EXAMPLE_UPSTREAMS = ['127.0.0.1:3001', '127.0.0.1:3002'];
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

export interface Nginx {
  origin: string;
  /** nginx's error log: which upstream failed and what was retried. */
  errorLog(): string;
  stop(): Promise<void>;
}

/** The example's server block with its listen address and upstream instances replaced. */
function siteConfig(port: number, upstreams: string[]): string {
  let config = readFileSync(EXAMPLE, 'utf8');
  if (upstreams.length !== EXAMPLE_UPSTREAMS.length) throw new Error(`The example has ${EXAMPLE_UPSTREAMS.length} instances`);
  EXAMPLE_UPSTREAMS.forEach((example, index) => {
    if (!config.includes(`server ${example} `)) throw new Error(`${EXAMPLE} no longer names ${example}`);
    config = config.replace(`server ${example} `, `server ${upstreams[index]} `);
  });
  if (!config.includes('listen 80;')) throw new Error(`${EXAMPLE} no longer listens on port 80`);
  return config.replace('listen 80;', `listen 127.0.0.1:${port};`);
}

export async function startNginx(port: number, upstreams: string[]): Promise<Nginx> {
  if (!NGINX) throw new Error('nginx is not installed (Debian: apt-get install nginx; .ci/run installs it)');
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  writeFileSync(path.join(dir, 'studio.conf'), siteConfig(port, upstreams));
  // The part a Debian install provides around conf.d/, with every path inside the test's folder.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/studio.conf;
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const errorLog = () => (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  await waitUntilReady(origin, () => (child.exitCode !== null ? `nginx exited (${child.exitCode}): ${errorLog()}` : null));
  return {
    origin,
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
