import type { ServerResponse } from 'node:http';
import { noteDatabaseAnswered, noteDatabaseAway } from '@/lib/db/reachability.mjs';
import { answerOutageAsUnavailable } from '@/lib/server/page-outage.mjs';
import { responseThroughLayer } from '../support/layer-response';

// A page that failed while the database was away answers 503 with Retry-After; any other failure
// keeps its 500, and nothing else changes status.

async function answer(respond: (res: ServerResponse) => void) {
  const { statusCode, headers } = await responseThroughLayer(answerOutageAsUnavailable, respond);
  return { status: statusCode, retryAfter: headers['retry-after'], cacheControl: headers['cache-control'] };
}

const NEXT_ERROR_HEADERS = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };

afterEach(noteDatabaseAnswered);

it('answers a 500 written while the database is away 503 with Retry-After, however the status is set', async () => {
  noteDatabaseAway();
  expect(await answer((res) => res.writeHead(500, NEXT_ERROR_HEADERS).end('error page'))).toEqual({
    status: 503,
    retryAfter: '5',
    cacheControl: 'no-store',
  });
  expect(
    await answer((res) => {
      res.statusCode = 500;
      res.end('error page');
    }),
  ).toMatchObject({ status: 503, retryAfter: '5' });
});

it('keeps the 500 of a failure while the database answers, and the status of other answers', async () => {
  noteDatabaseAway();
  noteDatabaseAnswered();
  expect(await answer((res) => res.writeHead(500, NEXT_ERROR_HEADERS).end())).toEqual({
    status: 500,
    retryAfter: undefined,
    cacheControl: NEXT_ERROR_HEADERS['cache-control'],
  });
  noteDatabaseAway();
  expect(await answer((res) => res.writeHead(404).end())).toMatchObject({ status: 404, retryAfter: undefined });
  expect(await answer((res) => res.writeHead(200).end())).toMatchObject({ status: 200, retryAfter: undefined });
});
