// Where and when the figures were taken, for the head of the results file.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { wrkVersion } from './wrk.mjs';

function cpuModel() {
  try {
    return readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1] ?? 'unknown';
  } catch {
    return 'unknown (no /proc/cpuinfo)';
  }
}

const packageVersion = (name) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;

export function describeMachine() {
  return [
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${availableParallelism()} cores (nproc), ${cpuModel()}; load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min) when the results were written`,
    `- Node ${process.version}, Next ${packageVersion('next')}, Lighthouse ${packageVersion('lighthouse')}, ${wrkVersion()}`,
  ].join('\n');
}
