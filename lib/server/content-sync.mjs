// @ts-check
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { markContentChanged, setContentBroadcast } from './content-generation.mjs';

// Changes reach every instance through Redis (docs/decisions/next-cache-handler.md).

export const CONTENT_CHANNEL = 'studio:public-content-changed';
const PUBLISH_TIMEOUT_MS = 1_000;

/**
 * @param {string} redisUrl
 * @param {{ instanceId?: string, log?: Pick<Console, 'error' | 'log'> }} [options]
 */
export function shareContentChanges(redisUrl, { instanceId = randomUUID(), log = console } = {}) {
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: PUBLISH_TIMEOUT_MS };
  const publisher = new Redis(redisUrl, options);
  // The subscription waits out any outage; a publish gives up after a second, so a save never waits.
  const subscriber = new Redis(redisUrl, { ...options, maxRetriesPerRequest: null, commandTimeout: undefined });
  let reported = false;
  for (const client of [publisher, subscriber]) {
    client.on('error', (/** @type {Error} */ error) => {
      if (!reported) log.error(`[content-sync] Redis unreachable, changes reach other instances when it is back: ${error.message}`);
      reported = true;
    });
  }

  subscriber.on('ready', () => {
    // ioredis resubscribes on its own; what was published meanwhile is lost.
    markContentChanged(Date.now());
    reported = false;
  });
  subscriber.on('message', (/** @type {string} */ _channel, /** @type {string} */ message) => {
    const change = parseChange(message);
    if (change && change.from !== instanceId) markContentChanged(change.at);
  });
  const subscribed = subscriber.subscribe(CONTENT_CHANNEL);

  setContentBroadcast(async (at) => {
    try {
      await publisher.publish(CONTENT_CHANNEL, JSON.stringify({ at, from: instanceId }));
    } catch (error) {
      log.error(`[content-sync] a change could not be announced to the other instances: ${/** @type {Error} */ (error).message}`);
    }
  });

  return {
    subscribed: subscribed.then(() => undefined),
    async close() {
      setContentBroadcast(async () => {});
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

/** @param {string} message @returns {{ at: number, from: string } | null} */
function parseChange(message) {
  try {
    const value = JSON.parse(message);
    return typeof value?.at === 'number' && typeof value?.from === 'string' ? value : null;
  } catch {
    return null;
  }
}
