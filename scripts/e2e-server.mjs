// Serves the production build for the end-to-end tests: a fresh embedded database each run, so
// the tests see exactly the demo content. Set E2E_SKIP_BUILD=1 to reuse an existing build.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = process.env.DATA_DIR ?? '.data-e2e';

rmSync(dataDir, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) execFileSync('npx', ['next', 'build'], { stdio: 'inherit' });

const server = spawn('npx', ['next', 'start', '--port', port], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
