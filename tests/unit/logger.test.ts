import { spawnSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { log, requestContext } from '@/lib/log/logger.mjs';
import { parseServerSettings } from '@/lib/server/settings.mjs';
import { captureLog } from '../support/log-capture';

// The server's log lines (docs/operations.md#logs): JSON with level, time and message, the request's
// id inside a request, and nothing personal in clear.

let logged: ReturnType<typeof captureLog>;
beforeEach(() => {
  logged = captureLog();
});
afterEach(() => logged.restore());

it('writes one JSON line per event with its level, ISO time and message', () => {
  log.info({ area: 'mail', attempt: 2 }, 'mail sent');
  expect(logged.text().split('\n').filter(Boolean)).toHaveLength(1);
  expect(logged.lines[0]).toEqual({
    level: 'info',
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    area: 'mail',
    attempt: 2,
    msg: 'mail sent',
  });
});

it('names the request a line was written in, and no request outside one', async () => {
  await requestContext.run({ requestId: 'req-0123456789' }, async () => {
    await Promise.resolve();
    log.warn('inside');
  });
  log.warn('outside');
  expect(logged.lines.map((line) => [line.msg, line.request_id])).toEqual([
    ['inside', 'req-0123456789'],
    ['outside', undefined],
  ]);
});

it('masks e-mail addresses in messages, fields and errors, and censors secrets and bodies', () => {
  log.error(
    { to: 'buyer.name@example.com', err: new Error('550 5.1.1 <ingrid+shop@example.no>: no such user') },
    'mail to ola@example.com failed',
  );
  log.info({ token: 'dl_secret_abc', password: 'hunter22', body: { message: 'personal' }, order: { email: 'kari@example.com' } }, 'fields');
  const text = logged.text();
  for (const secret of ['buyer.name@', 'ingrid+shop@', 'ola@', 'dl_secret_abc', 'hunter22', 'personal', 'kari@'])
    expect(text).not.toContain(secret);
  expect(logged.lines[0]).toMatchObject({
    to: 'b***@example.com',
    msg: 'mail to o***@example.com failed',
    err: { message: '550 5.1.1 <i***@example.no>: no such user' },
  });
  expect((logged.lines[0]!.err as { stack: string }).stack).toContain('at ');
  expect(logged.lines[1]).toMatchObject({
    token: '[censored]',
    password: '[censored]',
    body: '[censored]',
    order: { email: '[censored]' },
  });
});

it("writes an error from another realm (Node's own, seen from a test module) with its message and stack", () => {
  const foreign = runInNewContext('Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" })') as Error;
  expect(foreign instanceof Error).toBe(false);
  log.error({ area: 'mail', err: foreign }, 'refused');
  expect(logged.lines[0]).toMatchObject({ err: { message: 'connect ECONNREFUSED 127.0.0.1:1', code: 'ECONNREFUSED' } });
});

it('writes nothing below LOG_LEVEL, and LOG_LEVEL must name a level', () => {
  log.level = 'warn';
  log.info('quiet');
  log.warn('heard');
  expect(logged.lines.map((line) => line.msg)).toEqual(['heard']);
  expect(parseServerSettings({ LOG_LEVEL: 'DEBUG' }).LOG_LEVEL).toBe('debug');
  expect(parseServerSettings({}).LOG_LEVEL).toBe('info');
  expect(() => parseServerSettings({ LOG_LEVEL: 'verbose' })).toThrow(
    /LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent/,
  );
});

describe('standard output, written in pieces', () => {
  // A process of its own, as the server: its lines go to a real standard output, not a capture.
  const run = (ending: string) =>
    spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `import { log } from './lib/log/logger.mjs'; log.info({ area: 'startup' }, 'held'); ${ending}`],
      { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info' } },
    );

  it('writes the lines it still holds when the process exits, also on an uncaught error', () => {
    for (const ending of ['process.exit(3);', "setImmediate(() => { throw new Error('boom'); });"]) {
      const child = run(ending);
      expect(child.status).not.toBe(0);
      expect(
        child.stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as unknown),
      ).toEqual([expect.objectContaining({ level: 'info', area: 'startup', msg: 'held' })]);
    }
  });

  it('holds a short line back rather than writing it at once, and writes it within a second', () => {
    const child = run("setTimeout(() => process.kill(process.pid, 'SIGKILL'), 100);");
    expect(child.signal).toBe('SIGKILL');
    expect(child.stdout).toBe('');
    expect(run('setTimeout(() => process.kill(process.pid, "SIGKILL"), 1500);').stdout).toContain('"msg":"held"');
  });
});
