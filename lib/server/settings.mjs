// @ts-check
import { z } from 'zod';
import { parseVideoEmbedHosts } from '../security/video-embeds.mjs';
import { parseTrustedProxies } from './client-address.mjs';

// The settings the production server (scripts/start.mjs) needs before Next runs, each parsed and
// defaulted here and nowhere else. lib/env.ts validates the whole configuration with these same
// definitions (it spreads serverSettingsShape into its schema); start.mjs, which runs as plain
// Node outside Next's bundle and cannot import TypeScript, parses just these. So a variable means
// the same to both, and an invalid value is refused with the same message by either.

/** A setting that is refused: the message names the variable and the fix. */
export class ConfigError extends Error {
  name = 'ConfigError';
}

const optionalText = z.string().trim().optional();

export const serverSettingsShape = {
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'SITE_URL must be an http(s) URL such as https://studio.example' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  // The port to listen on; `npm start -- -p N` takes precedence (start.mjs passes it in as PORT).
  PORT: z.coerce
    .number({ error: 'PORT must be a port number (0-65535)' })
    .int('PORT must be a port number (0-65535)')
    .min(0, 'PORT must be a port number (0-65535)')
    .max(65535, 'PORT must be a port number (0-65535)')
    .default(3000),
  GA_MEASUREMENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'GA_MEASUREMENT_ID looks like G-XXXXXXX')
      .optional(),
  ),
  // The hosts project videos may be framed from (lib/security/video-embeds.mjs), as a list.
  VIDEO_EMBED_HOSTS: optionalText
    .transform(parseVideoEmbedHosts)
    .pipe(z.array(z.hostname('VIDEO_EMBED_HOSTS lists host names separated by commas, such as www.youtube.com,player.vimeo.com'))),
  // Whose X-Forwarded-For to believe (lib/server/client-address.mjs), as the check to run.
  TRUSTED_PROXIES: optionalText.transform((setting, context) => {
    try {
      return parseTrustedProxies(setting);
    } catch (error) {
      context.addIssue({ code: 'custom', message: /** @type {Error} */ (error).message });
      return z.NEVER;
    }
  }),
  // Several instances share Next's cache and content changes through this Redis (shared-cache.mjs,
  // content-sync.mjs); the rate limits count in it too.
  REDIS_URL: optionalText,
  // How long the server's page cache keeps a page (page-cache.mjs): one second, 0 turns it off.
  PAGE_CACHE_SECONDS: z.coerce
    .number({ error: 'PAGE_CACHE_SECONDS must be a number of seconds, 0 or more' })
    .min(0, 'PAGE_CACHE_SECONDS must be a number of seconds, 0 or more')
    .default(1),
};

/**
 * The variables that are set: `KEY=` in a .env file (as in .env.example) means "not set", never
 * "set to nothing".
 * @param {Record<string, string | undefined>} source
 * @returns {Record<string, string>}
 */
export function presentSettings(source) {
  return /** @type {Record<string, string>} */ (
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''))
  );
}

/**
 * Parses the set variables of `source` with `schema`, or refuses them all at once, each named.
 * @template {z.ZodType} Schema
 * @param {Schema} schema
 * @param {Record<string, string | undefined>} source
 * @returns {z.output<Schema>}
 */
export function parseSettings(schema, source) {
  const parsed = schema.safeParse(presentSettings(source));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

const serverSettingsSchema = z.object(serverSettingsShape);

/** @typedef {z.output<typeof serverSettingsSchema>} ServerSettings */

/**
 * The production server's settings (see serverSettingsShape).
 * @param {Record<string, string | undefined>} [source]
 * @returns {ServerSettings}
 */
export function parseServerSettings(source = process.env) {
  return parseSettings(serverSettingsSchema, source);
}

/**
 * One of these settings alone, for code that needs only it (Next's cache handler).
 * @template {keyof ServerSettings} Name
 * @param {Name} name
 * @param {Record<string, string | undefined>} [source]
 * @returns {ServerSettings[Name]}
 */
export function serverSetting(name, source = process.env) {
  const schema = z.object({ [name]: serverSettingsShape[name] });
  const parsed = /** @type {Record<string, unknown>} */ (parseSettings(schema, { [name]: source[name] }));
  return /** @type {ServerSettings[Name]} */ (parsed[name]);
}
