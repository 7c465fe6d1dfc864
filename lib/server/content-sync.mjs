// @ts-check
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { markContentChanged, setContentBroadcast } from './content-generation.mjs';

// Several instances behind one load balancer: an admin's save on one must outdate the pages and
// reads every instance holds in memory (the page cache, Next's in-process state), not only its own.
// Each change is published on a Redis channel; every instance subscribes and marks it. Redis
// queues the message to every connected subscriber before PUBLISH answers, and the save answers
// after PUBLISH, so the message is on its way to each instance before the admin's next request is. An instance that was disconnected
// at that moment missed it: on (re)connecting it marks a change itself, since it cannot know; the
// cost is one fresh render of each page.

export const CONTENT_CHANNEL = 'studio:public-content-changed';
const PUBLISH_TIMEOUT_MS = 1_000;

/**
 * Connects this instance to the others through Redis, in the background.
 * @param {string} redisUrl
 * @param {{ instanceId?: string, log?: Pick<Console, 'error' | 'log'> }} [options]
 */
export function shareContentChanges(redisUrl, { instanceId = randomUUID(), log = console } = {}) {
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: PUBLISH_TIMEOUT_MS };
  const publisher = new Redis(redisUrl, options);
  // The subscription waits for Redis however long it is away (it is the one command that must
  // not give up); a publish gives up after a second, so a save never waits on an outage.
  const subscriber = new Redis(redisUrl, { ...options, maxRetriesPerRequest: null, commandTimeout: undefined });
  let reported = false;
  for (const client of [publisher, subscriber]) {
    client.on('error', (/** @type {Error} */ error) => {
      if (!reported) log.error(`[content-sync] Redis unreachable, changes reach other instances when it is back: ${error.message}`);
      reported = true;
    });
  }

  subscriber.on('ready', () => {
    // ioredis subscribes again on its own after a reconnect; what was published meanwhile is lost.
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
    /** Resolves once this instance hears the others (tests wait for it; the server does not). */
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
