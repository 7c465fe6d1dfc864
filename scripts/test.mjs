// `npm test`: every check, stopping at the first step that fails, then a table of how long each
// phase took (CI's budget is watched from it; docs/development.md#tests).
import { spawn } from 'node:child_process';

// Steps in order; the phases of one step run side by side. Formatting, types and lint are each
// mostly one thread, so the three share the two cores of CI in about half their summed time.
const STEPS = [['format:check', 'typecheck', 'lint'], ['test:unit'], ['test:e2e']];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one phase; its output is printed whole when it ends unless it runs alone (then live). */
function runPhase(phase, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', phase], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) process.stdout.write(`\n> ${phase} (${seconds.toFixed(0)} s)\n${Buffer.concat(output).toString()}`);
      resolve({ phase, seconds, result: status === 0 ? 'passed' : 'FAILED', status });
    });
  });
}

const rows = [];
let failed = null;
for (const step of STEPS) {
  const results = await Promise.all(step.map((phase) => runPhase(phase, step.length === 1)));
  rows.push(...results);
  failed = results.find((row) => row.status !== 0) ?? null;
  if (failed) break;
  // The end-to-end build need not check again what the typecheck phase passed (next.config.mjs).
  if (step.includes('typecheck')) process.env.TYPES_CHECKED = '1';
}

// Wall time: phases of one step overlap, so the total is not the sum of the rows.
const total = performance.now() / 1000;
console.log('\nphase          seconds  result');
for (const { phase, seconds, result } of rows) console.log(`${phase.padEnd(14)} ${seconds.toFixed(0).padStart(7)}  ${result}`);
console.log(`${'total'.padEnd(14)} ${total.toFixed(0).padStart(7)}`);
if (failed) {
  console.error(`\nnpm test stopped: ${failed.phase} failed.`);
  process.exit(failed.status ?? 1);
}
