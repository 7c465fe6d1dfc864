// The sizes, durations and rounds of the system specs. `npm test` runs them at the smallest scale
// that still proves each bound (the reasoning is beside each use); `npm run test:system:full`
// (SYSTEM_SCALE=full) runs them at the size they were written for, which also measures the slower
// trends a short run cannot see (docs/development.md, Tests).

export const FULL_SCALE = process.env.SYSTEM_SCALE === 'full';

const atScale = <T>(small: T, full: T): T => (FULL_SCALE ? full : small);

const MB = 1024 * 1024;

export const SCALE = {
  /** load.spec.ts: seconds of load, and the seconds before the memory samples count. */
  load: atScale({ durationSeconds: 20, warmUpSeconds: 5 }, { durationSeconds: 60, warmUpSeconds: 15 }),
  /** product-download-memory.spec.ts: the product file, and the Postgres downloads in flight at once. */
  download: atScale({ fileBytes: 32 * MB, postgresDownloads: 6 }, { fileBytes: 100 * MB, postgresDownloads: 2 }),
  /** crash-safety.spec.ts: kills in the middle of the writes, per database. */
  crash: atScale({ rounds: 1 }, { rounds: 2 }),
} as const;
