import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseError } from 'pg';
import { databaseUnavailable } from '@/lib/db/unavailable';

/** An error as the Postgres server sends it, with its SQLSTATE. */
function serverError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

const systemError = (code: string, message: string) => Object.assign(new Error(message), { code });
/** As Drizzle throws a driver error: wrapped, with the original as its cause. */
const fromDrizzle = (cause: Error) => new DrizzleQueryError('insert into "contact_messages" …', [], cause);

describe('databaseUnavailable', () => {
  it.each([
    ['connection refused', systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', systemError('ECONNRESET', 'read ECONNRESET')],
    ['connection timed out', systemError('ETIMEDOUT', 'connect ETIMEDOUT 10.0.0.5:5432')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      "the client's connection timeout",
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
    ],
    ["the pool's wait for a connection", new Error('timeout exceeded when trying to connect')],
    ['an admin shutdown (57P01)', serverError('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', serverError('57P02', 'terminating connection because of crash of another server process')],
    ['a server starting up (57P03)', serverError('57P03', 'the database system is starting up')],
    ['too many connections (53300)', serverError('53300', 'sorry, too many clients already')],
    ['a connection exception (08006)', serverError('08006', 'connection failure')],
    ['a statement cancelled at its time limit (57014)', serverError('57014', 'canceling statement due to statement timeout')],
    ['no answer within the query time limit', new Error('Query read timeout')],
  ])('recognises %s, also wrapped by Drizzle', (_, error) => {
    expect(databaseUnavailable(error)).toContain(error.message);
    expect(databaseUnavailable(fromDrizzle(error))).toContain(error.message);
  });

  it('names the code and message for the log', () => {
    expect(databaseUnavailable(fromDrizzle(systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:1')))).toBe(
      'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1',
    );
  });

  it('looks into an AggregateError (a host name with several addresses, none answering)', () => {
    const error = new AggregateError([
      systemError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'),
      systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    ]);
    expect(databaseUnavailable(fromDrizzle(error))).toBe('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432');
  });

  it.each([
    ['a unique violation', fromDrizzle(serverError('23505', 'duplicate key value violates unique constraint'))],
    ['a syntax error', fromDrizzle(serverError('42601', 'syntax error at or near "selec"'))],
    ['a failed check', serverError('23514', 'new row violates check constraint')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'a cycle of causes',
      (() => {
        const error: Error = new Error('a');
        error.cause = error;
        return error;
      })(),
    ],
    ['no error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('leaves %s alone', (_, error) => {
    expect(databaseUnavailable(error)).toBeNull();
  });
});
