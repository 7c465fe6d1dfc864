// @ts-check
import { parseVideoEmbedHosts } from '../security/video-embeds.mjs';
import { LOG_LEVELS } from '../log/levels.mjs';
import { parseTrustedProxies } from './client-address.mjs';

// The settings the production server (scripts/start.mjs) needs before Next runs, and where the
// data lives for the backup commands (scripts/backup.mjs, restore.mjs), each parsed and defaulted
// here and nowhere else. lib/env.ts validates the whole configuration with these same
// parsers (its zod schema wraps each one); start.mjs, which runs as plain Node outside Next's
// bundle and cannot import TypeScript, parses just these. So a variable means the same to both,
// and an invalid value is refused with the same message by either. Plain functions rather than a
// zod schema: loading zod costs the server's start about 0.1 s of CPU, before Next can begin.

/** A configuration that is refused: the message names each setting and its fix. */
export class ConfigError extends Error {
  name = 'ConfigError';
}

/** One setting's value is refused; the message names the setting and the fix. */
export class SettingError extends Error {
  name = 'SettingError';
}

/** @param {string} message @returns {never} */
const refuse = (message) => {
  throw new SettingError(message);
};

// What zod's z.hostname() accepts (lib/env.ts checked the video hosts with it before).
const HOSTNAME = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;

/**
 * A number setting: `fallback` when unset, else a finite number that `ok` accepts.
 * @param {number} fallback
 * @param {(value: number) => boolean} ok
 * @param {string} message
 */
const numberSetting = (fallback, ok, message) => (/** @type {string | undefined} */ raw) => {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && ok(value) ? value : refuse(message);
};

const PORT_MESSAGE = 'PORT must be a port number (0-65535)';
const PAGE_CACHE_MESSAGE = 'PAGE_CACHE_SECONDS must be a number of seconds, 0 or more';

/**
 * Each setting's parser: given the variable's text (trimmed; undefined when unset or blank), its
 * value, or a SettingError naming the fix.
 */
export const serverSettings = {
  /** @param {string | undefined} raw */
  SITE_URL(raw) {
    if (raw === undefined) return 'http://localhost:3000';
    // As zod's z.url() with the http(s) protocols: `http:host` and `https:/path` are no URLs here,
    // and tabs and line breaks, which URL parsers drop, are dropped from the value too.
    if (!/^https?:\/\//i.test(raw) || !URL.canParse(raw)) refuse('SITE_URL must be an http(s) URL such as https://studio.example');
    return raw.replace(/[\t\n\r]/g, '').replace(/\/+$/, '');
  },
  // The port to listen on; `npm start -- -p N` takes precedence (start.mjs passes it in as PORT).
  PORT: numberSetting(3000, (port) => Number.isInteger(port) && port >= 0 && port <= 65535, PORT_MESSAGE),
  /** @param {string | undefined} raw */
  GA_MEASUREMENT_ID(raw) {
    return raw === undefined || /^G-[A-Z0-9]+$/.test(raw) ? raw : refuse('GA_MEASUREMENT_ID looks like G-XXXXXXX');
  },
  /**
   * The hosts project videos may be framed from (lib/security/video-embeds.mjs), as a list.
   * @param {string | undefined} raw
   */
  VIDEO_EMBED_HOSTS(raw) {
    const hosts = parseVideoEmbedHosts(raw);
    if (!hosts.every((host) => HOSTNAME.test(host))) {
      refuse('VIDEO_EMBED_HOSTS lists host names separated by commas, such as www.youtube.com,player.vimeo.com');
    }
    return hosts;
  },
  /**
   * Whose X-Forwarded-For to believe (lib/server/client-address.mjs), as the check to run.
   * @param {string | undefined} raw
   */
  TRUSTED_PROXIES(raw) {
    try {
      return parseTrustedProxies(raw);
    } catch (error) {
      return refuse(/** @type {Error} */ (error).message);
    }
  },
  /**
   * Several instances share Next's cache and content changes through this Redis
   * (shared-cache.mjs, content-sync.mjs); the rate limits count in it too.
   * @param {string | undefined} raw
   */
  REDIS_URL(raw) {
    return raw;
  },
  // How long the server's page cache keeps a page (page-cache.mjs): one second, 0 turns it off.
  PAGE_CACHE_SECONDS: numberSetting(1, (seconds) => seconds >= 0, PAGE_CACHE_MESSAGE),
  // The least level the log writes (lib/log/logger.mjs); unset: info.
  /** @param {string | undefined} raw */
  LOG_LEVEL(raw) {
    if (raw === undefined) return 'info';
    const level = raw.toLowerCase();
    return /** @type {readonly string[]} */ (LOG_LEVELS).includes(level)
      ? level
      : refuse(`LOG_LEVEL must be one of: ${LOG_LEVELS.join(', ')}`);
  },
  /**
   * A Postgres server; unset, the embedded PGlite database in DATA_DIR.
   * @param {string | undefined} raw
   */
  DATABASE_URL(raw) {
    return raw === undefined || /^postgres(ql)?:\/\//.test(raw) ? raw : refuse('DATABASE_URL must start with postgres://');
  },
  /**
   * The embedded database's folder, relative to the working directory (or memory:// in tests).
   * @param {string | undefined} raw
   */
  DATA_DIR(raw) {
    return raw ?? './.data';
  },
};

/** @typedef {{ [Name in keyof typeof serverSettings]: ReturnType<(typeof serverSettings)[Name]> }} ServerSettings */

/**
 * The variables that are set: `KEY=` in a .env file (as in .env.example) means "not
 * set", never "set to nothing".
 * @param {Record<string, string | undefined>} source
 * @returns {Record<string, string>}
 */
export function presentSettings(source) {
  /** @type {Record<string, string>} */
  const present = {};
  for (const [name, value] of Object.entries(source)) if (value !== undefined && value.trim() !== '') present[name] = value;
  return present;
}

/** @param {string[]} problems each `NAME: what is wrong` */
export function configError(problems) {
  return new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/**
 * The settings `names` of `source`, or a ConfigError naming every one that is refused.
 * @template {keyof ServerSettings} Name
 * @param {readonly Name[]} names
 * @param {Record<string, string | undefined>} [source]
 * @returns {Pick<ServerSettings, Name>}
 */
export function parseSettings(names, source = process.env) {
  /** @type {Record<string, unknown>} */
  const values = {};
  /** @type {string[]} */
  const problems = [];
  for (const name of names) {
    const raw = source[name]?.trim() || undefined;
    try {
      values[name] = serverSettings[name](raw);
    } catch (error) {
      if (!(error instanceof SettingError)) throw error;
      problems.push(`${name}: ${error.message}`);
    }
  }
  if (problems.length > 0) throw configError(problems);
  return /** @type {Pick<ServerSettings, Name>} */ (values);
}

/**
 * The production server's settings (see serverSettings).
 * @param {Record<string, string | undefined>} [source]
 * @returns {ServerSettings}
 */
export function parseServerSettings(source = process.env) {
  return parseSettings(/** @type {(keyof ServerSettings)[]} */ (Object.keys(serverSettings)), source);
}

/**
 * One of these settings alone, for code that needs only it (Next's cache handler).
 * @template {keyof ServerSettings} Name
 * @param {Name} name
 * @param {Record<string, string | undefined>} [source]
 * @returns {ServerSettings[Name]}
 */
export function serverSetting(name, source = process.env) {
  return parseSettings([name], source)[name];
}
