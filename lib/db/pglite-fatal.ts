import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { log } from '@/lib/log/logger.mjs';

// PGlite runs Postgres as WebAssembly on the server's own thread. An error Postgres cannot survive,
// a PANIC (usually a WAL write that failed because the disk is full), makes it abort. PGlite
// catches that abort and keeps using the instance, whose state is now broken: the next query spins
// inside WebAssembly for good, which blocks the event loop, so the server answers nothing, not even
// static files, and never recovers. No JavaScript runs once that query has started, so the place to
// act is the abort itself: Emscripten calls Module.onAbort just before it unwinds. The process exits
// there, and a supervisor restarts it; at start Postgres recovers from its WAL, or, if the disk is
// still full, the start fails with Postgres' own message. Ordinary errors, including a table that
// cannot grow on a full disk, never abort and stay errors of their query.

// A line of Postgres' log that ends the database ("2026-01-01 10:00:00.000 UTC [42] PANIC:  ..."),
// not a quoted statement that merely contains the word.
const FATAL_LINE = /^(?:[^\]]*\] )?((?:PANIC|FATAL):.*)/;

/** For one PGlite instance: Postgres' log lines to read, and the abort to stop the process on. */
export function watchFatalErrors() {
  let lastFatal: string | undefined;
  const cause = () => lastFatal ?? 'a WebAssembly abort without a Postgres message';
  return {
    /** PGlite's onStderr option (Postgres' log): keeps the last line that says why it stopped. */
    onStderr(text: string): boolean {
      const line = FATAL_LINE.exec(text)?.[1];
      if (line) lastFatal = line.replace(/:\s+/, ': ');
      return false;
    },
    /** An error of PGlite.create with Postgres' reason; PGlite's own says only that it failed. */
    startError(error: unknown): unknown {
      return lastFatal ? new Error(`the embedded database could not start: ${lastFatal}`, { cause: error }) : error;
    },
    exitOnAbort(client: PGlite): void {
      (client.Module as { onAbort?: () => void }).onAbort = () => {
        // Right here, inside the abort: a query already waiting for this one would start before
        // any later callback, and never return.
        log.fatal(
          { area: 'db', cause: cause() },
          'the embedded database stopped on a fatal error; exiting so that a supervisor restarts the server',
        );
        process.exit(1);
      };
    },
  };
}
