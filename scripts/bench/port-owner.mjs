// The process that listens on a TCP port of this machine, from /proc (Linux): the benchmark reads
// the memory of a peer it did not start (scripts/bench/peer.mjs).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { processGroup } from '../process-rss.mjs';

const LISTEN = '0A';

/** Inodes of the listening sockets on `port`, from /proc/net/tcp and tcp6 (ports in hex). */
function listeningInodes(port) {
  const hexPort = Number(port).toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue; // No IPv6 here.
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDRESS:PORT; fields[3] the state; fields[9] the inode.
      if (fields.length > 9 && fields[1].endsWith(`:${hexPort}`) && fields[3] === LISTEN) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** @param {string} pid */
function ownsSocket(pid, inodes) {
  let descriptors = [];
  try {
    descriptors = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false; // Exited, or not ours to read.
  }
  return descriptors.some((fd) => {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      return match !== null && inodes.has(match[1]);
    } catch {
      return false;
    }
  });
}

/**
 * The process group of the process listening on `port`, or null when none is found.
 * @param {string | number} port
 */
export function listeningProcessGroup(port) {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  const pid = readdirSync('/proc').find((entry) => /^\d+$/.test(entry) && ownsSocket(entry, inodes));
  return pid ? processGroup(pid) : null;
}
