// @ts-check
// Resident memory of a server and any processes it started (its process group), from /proc.
// Shared by the benchmark (scripts/bench/memory.mjs) and the system tests (tests/system/rss.ts).
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The process group of a process, from /proc/<pid>/stat (the name in parentheses may hold spaces).
 * @param {string} pid
 */
export function processGroup(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return null; // Exited meanwhile.
  }
}

/** @param {string} pid */
function residentKb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * VmRSS of every process in the group, summed, in MB.
 * @param {number} groupId
 */
export function groupRssMb(groupId) {
  const members = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && processGroup(entry) === groupId);
  return members.reduce((sum, pid) => sum + residentKb(pid), 0) / 1024;
}

/** @param {string} pid */
function cpuTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, the 14th and 15th fields of stat(5), in clock ticks of 1/100 s.
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * CPU time (user and system, every thread) the group's processes have used so far, in seconds.
 * @param {number} groupId
 */
export function groupCpuSeconds(groupId) {
  const members = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && processGroup(entry) === groupId);
  return members.reduce((sum, pid) => sum + cpuTicks(pid), 0) / 100;
}
