// `npm test`: every check in turn, stopping at the first that fails, then a table of how long each
// phase took (CI's budget is watched from it; docs/development.md#tests).
import { spawnSync } from 'node:child_process';

const PHASES = ['format:check', 'typecheck', 'lint', 'test:unit', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const rows = [];
let failed = null;
for (const phase of PHASES) {
  const started = performance.now();
  const { status } = spawnSync(npm, ['run', '--silent', phase], { stdio: 'inherit' });
  // The end-to-end build need not check again what the typecheck phase passed (next.config.mjs).
  if (phase === 'typecheck' && status === 0) process.env.TYPES_CHECKED = '1';
  rows.push({ phase, seconds: (performance.now() - started) / 1000, result: status === 0 ? 'passed' : 'FAILED' });
  if (status !== 0) {
    failed = { phase, code: status ?? 1 };
    break;
  }
}

const total = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log('\nphase          seconds  result');
for (const { phase, seconds, result } of rows) console.log(`${phase.padEnd(14)} ${seconds.toFixed(0).padStart(7)}  ${result}`);
console.log(`${'total'.padEnd(14)} ${total.toFixed(0).padStart(7)}`);
if (failed) {
  console.error(`\nnpm test stopped: ${failed.phase} failed.`);
  process.exit(failed.code);
}
