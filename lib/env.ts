import 'server-only';
import { z } from 'zod';
import { containsUsername, estimatePasswordBits, MIN_PASSWORD_BITS } from './security/password-strength';
import { estimateSecretBits, MIN_SECRET_BITS } from './security/secret-strength';
import { ConfigError, configError, presentSettings, SettingError, serverSettings } from './server/settings.mjs';
import { STUDIO_NAME } from './site-name';

// The one validated configuration. Settings that plain-Node scripts need too (server, database) are
// parsed by lib/server/settings.mjs; production refuses local conveniences (docs/security.md#production-refusals).

export const DEFAULT_ADMIN_PASSWORD = 'studio-admin';

const optionalText = z.string().trim().optional();

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

function serverSetting<Value>(parse: (raw: string | undefined) => Value) {
  return optionalText.transform((raw, context): Value => {
    try {
      return parse(raw || undefined);
    } catch (error) {
      if (!(error instanceof SettingError)) throw error;
      context.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
  });
}

const schema = z.object({
  SITE_URL: serverSetting(serverSettings.SITE_URL),
  PORT: serverSetting(serverSettings.PORT),
  GA_MEASUREMENT_ID: serverSetting(serverSettings.GA_MEASUREMENT_ID),
  VIDEO_EMBED_HOSTS: serverSetting(serverSettings.VIDEO_EMBED_HOSTS),
  TRUSTED_PROXIES: serverSetting(serverSettings.TRUSTED_PROXIES),
  REDIS_URL: serverSetting(serverSettings.REDIS_URL),
  PAGE_CACHE_SECONDS: serverSetting(serverSettings.PAGE_CACHE_SECONDS),
  LOG_LEVEL: serverSetting(serverSettings.LOG_LEVEL),
  DATABASE_URL: serverSetting(serverSettings.DATABASE_URL),
  DATA_DIR: serverSetting(serverSettings.DATA_DIR),
  SEED_DEMO_CONTENT: flag,
  STUDIO_EMAIL: z.email().default('hello@nordlys.studio'),
  STUDIO_PHONE: z.string().trim().min(3).default('+47 400 00 000'),
  STUDIO_SOCIAL_URL: z.url().default('https://www.instagram.com/'),
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD: optionalText,
  // The first owner's e-mail, for password resets; the studio's contact address when absent.
  ADMIN_EMAIL: z.email().optional(),
  // Owners must sign in with a second factor; on by default in production (docs/admin.md#two-factor).
  ADMIN_OWNER_TWO_FACTOR: flag,
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional()),
  // `off`: no metrics are kept (lib/metrics/metrics.mjs reads it); a typo is refused here.
  METRICS: z.enum(['on', 'off'], { error: 'METRICS must be on or off' }).optional(),
  // Lets a Prometheus server outside TRUSTED_PROXIES' networks read /api/metrics (lib/metrics/access.ts).
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(32, 'METRICS_TOKEN must be at least 32 characters: generate one with `openssl rand -base64 32`')
      .refine((token) => estimateSecretBits(token) >= MIN_SECRET_BITS, {
        message: `METRICS_TOKEN has too little entropy (${MIN_SECRET_BITS} bits needed): generate one with \`openssl rand -base64 32\``,
      })
      .optional(),
  ),
  PAYMENT_PROVIDER: z.enum(['stripe', 'demo']).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // stripe-mock or a Stripe-speaking peer; https only in production.
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'STRIPE_API_URL is an http(s) address such as http://127.0.0.1:12111' }).optional(),
  // Refused at once rather than at the first receipt, which would fail in the outbox for days.
  SMTP_URL: optionalText.refine((url) => url === undefined || (/^smtps?:\/\//i.test(url) && URL.canParse(url)), {
    message: 'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example:465',
  }),
  CONTACT_RECIPIENT: z.email().optional(),
  DOWNLOAD_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  DOWNLOAD_LINK_MAX_DOWNLOADS: z.coerce.number().int().min(1).max(1000).default(10),
  // The booking form's proof of work (lib/booking/challenge.ts): the browser tries up to this many
  // hashes, half on average. Lower only for tests; 1,000 still costs a solver work and one challenge.
  BOOKING_CHALLENGE_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(100_000),
});

type RawEnv = z.infer<typeof schema>;

export interface Env extends Omit<RawEnv, 'SEED_DEMO_CONTENT' | 'ADMIN_PASSWORD' | 'PAYMENT_PROVIDER' | 'ADMIN_OWNER_TWO_FACTOR'> {
  isProduction: boolean;
  ownersNeedTwoFactor: boolean;
  seedDemoContent: boolean;
  ADMIN_PASSWORD: string;
  PAYMENT_PROVIDER: 'stripe' | 'demo';
}

export { ConfigError };

export function isLocalhostUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
}

/** The admin signs in with the password alone, no second factor: OWASP ASVS (V2.1.1) asks 12 characters. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

const PASSWORD_FIX = 'use several random words, or `openssl rand -base64 18`';

/** What a guesser of this site's password tries first: its name, address and e-mail, and the username. */
function siteInputs(raw: RawEnv): string[] {
  const [mailbox = '', mailDomain = ''] = raw.STUDIO_EMAIL.split('@');
  return [STUDIO_NAME, new URL(raw.SITE_URL).hostname, mailbox, mailDomain, raw.ADMIN_USERNAME];
}

function adminPasswordProblem(password: string, username: string, site: string[]): string | undefined {
  if (password === DEFAULT_ADMIN_PASSWORD) return 'ADMIN_PASSWORD (the default admin password is refused in production)';
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `ADMIN_PASSWORD is too short: use at least ${MIN_ADMIN_PASSWORD_LENGTH} characters (e.g. several random words, or \`openssl rand -base64 18\`)`;
  }
  // The username is the first thing a guesser tries, so it adds nothing to a password.
  if (containsUsername(password, username)) return `ADMIN_PASSWORD must not contain the username (ADMIN_USERNAME): ${PASSWORD_FIX}`;
  const { bits, common, site: own } = estimatePasswordBits(password, site);
  if (bits >= MIN_PASSWORD_BITS) return undefined;
  const quoted = (words: string[]) => words.map((word) => `"${word}"`).join(', ');
  const why = [
    common.length > 0 ? `; it contains ${quoted(common)} from a list of common passwords` : '',
    own.length > 0 ? `; it contains ${quoted(own)} from the site's own name, address, e-mail or username` : '',
  ].join('');
  return `ADMIN_PASSWORD is too easy to guess (about ${Math.floor(bits)} bits, ${MIN_PASSWORD_BITS} needed; repeats and runs such as aaaa, 1234 or qwerty count for little${why}): ${PASSWORD_FIX}`;
}

function productionProblems(raw: RawEnv, paymentProvider: Env['PAYMENT_PROVIDER']): string[] {
  const problems: string[] = [];
  // Over http the session cookie cannot be Secure and browsers are never told to stay on https (HSTS).
  if (!raw.SITE_URL.startsWith('https://')) {
    problems.push("SITE_URL must be an https:// URL (serve the site over TLS, e.g. behind the host's proxy, and set SITE_URL=https://…)");
  }
  const passwordProblem = adminPasswordProblem(raw.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD, raw.ADMIN_USERNAME, siteInputs(raw));
  if (passwordProblem) problems.push(passwordProblem);
  if (!raw.AUTH_SECRET) {
    problems.push('AUTH_SECRET (a random string of 32+ characters for signing admin tokens: `openssl rand -base64 32`)');
  } else {
    const bits = Math.floor(estimateSecretBits(raw.AUTH_SECRET));
    if (bits < MIN_SECRET_BITS) {
      problems.push(
        `AUTH_SECRET has too little entropy (about ${bits} bits, ${MIN_SECRET_BITS} needed): generate one with \`openssl rand -base64 32\``,
      );
    }
  }
  if (paymentProvider === 'stripe' && !raw.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY');
  if (paymentProvider === 'stripe' && !raw.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET');
  if (raw.STRIPE_API_URL && !raw.STRIPE_API_URL.startsWith('https://'))
    problems.push('STRIPE_API_URL must be an https address (or left empty for api.stripe.com)');
  if (!raw.STRIPE_SECRET_KEY && !raw.PAYMENT_PROVIDER) {
    problems.push('STRIPE_SECRET_KEY (or PAYMENT_PROVIDER=demo to run the embedded test checkout on purpose)');
  }
  return [...new Set(problems)];
}

export function parseEnv(source: Record<string, string | undefined>, options: { building?: boolean } = {}): Env {
  // `KEY=` in a .env file (as in .env.example) means "not set", never "set to nothing".
  const parsed = schema.safeParse(presentSettings(source));
  if (!parsed.success) throw configError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const raw = parsed.data;
  const isProduction = !isLocalhostUrl(raw.SITE_URL);
  const paymentProvider = raw.PAYMENT_PROVIDER ?? (raw.STRIPE_SECRET_KEY ? 'stripe' : 'demo');

  // Secrets are needed to serve, not to compile: `next build` may run where they are absent.
  if (isProduction && !options.building) {
    const problems = productionProblems(raw, paymentProvider);
    if (problems.length > 0) {
      throw new ConfigError(
        `Refusing to start: SITE_URL ${raw.SITE_URL} is not localhost, so these settings must be set and safe:\n  ${problems.join('\n  ')}`,
      );
    }
  }

  return {
    ...raw,
    isProduction,
    seedDemoContent: raw.SEED_DEMO_CONTENT ?? !isProduction,
    ownersNeedTwoFactor: raw.ADMIN_OWNER_TWO_FACTOR ?? isProduction,
    ADMIN_PASSWORD: raw.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    PAYMENT_PROVIDER: paymentProvider,
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env, { building: process.env.NEXT_PHASE === 'phase-production-build' });
  return cached;
}
