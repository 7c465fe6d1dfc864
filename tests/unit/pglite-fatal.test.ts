import type { PGlite } from '@electric-sql/pglite';
import { watchFatalErrors } from '@/lib/db/pglite-fatal';
import { captureLog } from '../support/log-capture';

// What the server says when the embedded database stops for good; the stop itself, on a real full
// disk, is tests/system/full-disk.spec.ts.

const panic = '2026-01-01 10:00:00.000 UTC [42] PANIC:  could not write to file "pg_wal/xlogtemp.42": No space left on device';
const ordinary = '2026-01-01 10:00:00.000 UTC [42] ERROR:  could not extend file "base/5/16385": No space left on device';

describe('a fatal error of the embedded database', () => {
  it('stops a start with Postgres’ reason rather than PGlite’s bare failure', () => {
    const fatal = watchFatalErrors();
    const failure = new Error('PGlite failed to initialize properly');
    expect(fatal.startError(failure)).toBe(failure);
    fatal.onStderr(panic.replace('PANIC', 'FATAL'));
    fatal.onStderr(ordinary);
    fatal.onStderr(`2026-01-01 10:00:00.000 UTC [42] STATEMENT:  insert into notes values ('PANIC: only words')`);
    expect(fatal.startError(failure)).toMatchObject({
      message: 'the embedded database could not start: FATAL: could not write to file "pg_wal/xlogtemp.42": No space left on device',
      cause: failure,
    });
  });

  it('exits the process with the cause when Postgres aborts', () => {
    const fatal = watchFatalErrors();
    const client = { Module: {} as { onAbort?: () => void } };
    fatal.exitOnAbort(client as unknown as PGlite);
    fatal.onStderr(panic);
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const logged = captureLog();
    try {
      client.Module.onAbort!();
      expect(exit).toHaveBeenCalledWith(1);
      expect(logged.lines).toMatchObject([
        {
          level: 'fatal',
          area: 'db',
          cause: 'PANIC: could not write to file "pg_wal/xlogtemp.42": No space left on device',
          msg: expect.stringMatching(/^the embedded database stopped on a fatal error; exiting/),
        },
      ]);
    } finally {
      exit.mockRestore();
      logged.restore();
    }
  });
});
