import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, DEFAULT_ADMIN_PASSWORD, parseEnv } from '@/lib/env';

const productionSecrets = {
  SITE_URL: 'https://studio.example',
  ADMIN_PASSWORD: 'a-long-and-unique-password',
  // Output of `openssl rand -base64 32`.
  AUTH_SECRET: 'SszUN5ybOqQublQHloBOdBsxYGjoiuk5sKrGo07UmHU=',
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

describe('parseEnv', () => {
  it('needs no configuration for a local run', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: './.data',
      isProduction: false,
      seedDemoContent: true,
      PAYMENT_PROVIDER: 'demo',
      ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD,
      // The booking form's proof of work as it is served (the test servers lower it to 1,000).
      BOOKING_CHALLENGE_MAX_NUMBER: 100_000,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as unset, so .env.example can be copied as it is', () => {
    const blanks = {
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: ' ',
      SEED_DEMO_CONTENT: '',
      PAYMENT_PROVIDER: '',
      CONTACT_RECIPIENT: '',
      AUTH_SECRET: '',
    };
    const env = parseEnv(blanks);
    expect(env).toMatchObject({ PAYMENT_PROVIDER: 'demo', seedDemoContent: true });
    expect([env.DATABASE_URL, env.AUTH_SECRET, env.CONTACT_RECIPIENT, env.STRIPE_SECRET_KEY]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads every variable of .env.example', () => {
    const example = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    const entries = example
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
    expect(entries.length).toBeGreaterThan(10);
    expect(() => parseEnv(Object.fromEntries(entries))).not.toThrow();
  });

  it('takes a METRICS_TOKEN only when it is long and random enough to be a secret', () => {
    const token = 'q3V8pZ2mK7xR4tN9wB6cH1jL5sD0fG8a';
    expect(parseEnv({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
    expect(() => parseEnv({ METRICS_TOKEN: 'a'.repeat(40) })).toThrow(/METRICS_TOKEN has too little entropy/);
    expect(() => parseEnv({ METRICS: 'of' })).toThrow(/METRICS must be on or off/);
  });

  it('reads VIDEO_EMBED_HOSTS as a list of host names, YouTube’s and Vimeo’s players when unset', () => {
    expect(parseEnv({}).VIDEO_EMBED_HOSTS).toEqual(['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']);
    expect(parseEnv({ VIDEO_EMBED_HOSTS: ' player.vimeo.com,,Video.Example.org ' }).VIDEO_EMBED_HOSTS).toEqual([
      'player.vimeo.com',
      'video.example.org',
    ]);
    expect(() => parseEnv({ VIDEO_EMBED_HOSTS: 'https://www.youtube.com/embed' })).toThrow(/VIDEO_EMBED_HOSTS/);
  });

  it('drops a trailing slash from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'http://localhost:3100/' }).SITE_URL).toBe('http://localhost:3100');
  });

  it('rejects malformed values, naming the variable', () => {
    for (const SMTP_URL of ['notaurl', 'smtp:/broken', 'https://smtp.example', 'smtp://exa mple']) {
      expect(() => parseEnv({ SMTP_URL })).toThrow(
        /SMTP_URL: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL such as smtps:\/\/user:password@smtp.example:465/,
      );
    }
    expect(parseEnv({ SMTP_URL: 'smtps://user:secret@smtp.example:465' }).SMTP_URL).toBe('smtps://user:secret@smtp.example:465');
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ STUDIO_EMAIL: 'nope' })).toThrow(/STUDIO_EMAIL/);
  });

  it('refuses to serve in production with the insecure defaults, naming each missing setting', () => {
    let error: unknown;
    try {
      parseEnv({ SITE_URL: 'https://studio.example' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['ADMIN_PASSWORD', 'AUTH_SECRET', 'STRIPE_SECRET_KEY']) expect(message).toContain(name);
  });

  it('refuses the default admin password in production even when set explicitly', () => {
    expect(() => parseEnv({ ...productionSecrets, ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD })).toThrow(/ADMIN_PASSWORD/);
  });

  it('refuses an admin password under 12 characters in production, naming the fix', () => {
    expect(() => parseEnv({ ...productionSecrets, ADMIN_PASSWORD: 'a' })).toThrow(
      /ADMIN_PASSWORD is too short: use at least 12 characters/,
    );
    expect(() => parseEnv({ ...productionSecrets, ADMIN_PASSWORD: 'elevenchars' })).toThrow(/ADMIN_PASSWORD/);
    expect(parseEnv({ ...productionSecrets, ADMIN_PASSWORD: 'twelve chars' }).ADMIN_PASSWORD).toBe('twelve chars');
    // A short password is fine where only the local machine can reach the admin.
    expect(parseEnv({ ADMIN_PASSWORD: 'a' }).ADMIN_PASSWORD).toBe('a');
  });

  it.each([
    ['one letter repeated', 'aaaaaaaaaaaaaaaa'],
    ['a common password repeated', 'passwordpassword'],
    ['counting', '123456789012'],
    ['a keyboard walk', 'qwertyuiop12'],
    ['a common password with digits for letters and a year', 'P@ssw0rd2024!'],
    ['a word repeated', 'hunter2hunter2'],
  ])('refuses an admin password of %s in production, naming the fix', (_label, ADMIN_PASSWORD) => {
    expect(() => parseEnv({ ...productionSecrets, ADMIN_PASSWORD })).toThrow(
      /ADMIN_PASSWORD is too easy to guess \(about \d+ bits, 50 needed; .*\): use several random words, or `openssl rand -base64 18`/,
    );
    // Where only the local machine can reach the admin, any password does.
    expect(parseEnv({ ADMIN_PASSWORD }).ADMIN_PASSWORD).toBe(ADMIN_PASSWORD);
  });

  it('names the common password it found', () => {
    expect(() => parseEnv({ ...productionSecrets, ADMIN_PASSWORD: 'Sommer2024!!' })).toThrow(
      /it contains "Sommer" from a list of common passwords/,
    );
  });

  // A guesser of this site's password tries its own names first (zxcvbn's "user inputs").
  it.each([
    ["the studio's name and a year", 'nordlysstudio2026', {}],
    ["the studio's name with capitals, signs and a year", 'Nordlys.Studio!2026', {}],
    ["the site's address and a year", 'studio.example2026!', {}],
    ["the studio's e-mail domain", 'nordlys.studio.2026!', { STUDIO_EMAIL: 'post@nordlys.studio' }],
  ])('refuses an admin password made of %s in production, naming the part', (_label, ADMIN_PASSWORD, settings) => {
    expect(() => parseEnv({ ...productionSecrets, ...settings, ADMIN_PASSWORD })).toThrow(
      /ADMIN_PASSWORD is too easy to guess \(about \d+ bits, 50 needed; .*it contains "[^)]+" from the site's own name, address, e-mail or username\)/,
    );
  });

  it('refuses an admin password that is or contains the username in production', () => {
    const account = { ...productionSecrets, ADMIN_USERNAME: 'kari.nordmann' };
    for (const ADMIN_PASSWORD of ['kari.nordmann', 'Kari.Nordmann-x7#Qp', 'k4ri.n0rdmann!!zz']) {
      expect(() => parseEnv({ ...account, ADMIN_PASSWORD })).toThrow(
        /ADMIN_PASSWORD must not contain the username \(ADMIN_USERNAME\): use several random words, or `openssl rand -base64 18`/,
      );
    }
    expect(parseEnv({ ...account, ADMIN_PASSWORD: 'x7#Qp-vinter-lampe-sykkel' }).ADMIN_PASSWORD).toBe('x7#Qp-vinter-lampe-sykkel');
  });

  it('accepts admin passwords made as the message says: random words, or openssl rand -base64 18', () => {
    for (const ADMIN_PASSWORD of ['correct horse battery staple', 'lampe-sykkel-fjord-kaffe']) {
      expect(parseEnv({ ...productionSecrets, ADMIN_PASSWORD }).ADMIN_PASSWORD).toBe(ADMIN_PASSWORD);
    }
    for (let i = 0; i < 200; i++) {
      const ADMIN_PASSWORD = randomBytes(18).toString('base64');
      expect(parseEnv({ ...productionSecrets, ADMIN_PASSWORD }).ADMIN_PASSWORD).toBe(ADMIN_PASSWORD);
    }
  });

  it.each([
    ['one letter repeated', 'x'.repeat(40)],
    ['a short block repeated', 'abc'.repeat(14)],
    ['a word repeated', 'Passw0rd!'.repeat(4)],
    ['the alphabet and digits', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ['keyboard rows', 'qwertyuiopasdfghjklzxcvbnm1234567890'],
    ['counting', '0123456789'.repeat(4)],
  ])('refuses an AUTH_SECRET of %s in production, naming the fix', (_label, AUTH_SECRET) => {
    expect(() => parseEnv({ ...productionSecrets, AUTH_SECRET })).toThrow(
      /AUTH_SECRET has too little entropy .*: generate one with `openssl rand -base64 32`/,
    );
    expect(parseEnv({ AUTH_SECRET }).AUTH_SECRET).toBe(AUTH_SECRET);
  });

  it('accepts AUTH_SECRETs made as the message says (openssl rand -base64 32 or -hex 32)', () => {
    for (let i = 0; i < 50; i++) {
      for (const AUTH_SECRET of [randomBytes(32).toString('base64'), randomBytes(32).toString('hex')]) {
        expect(() => parseEnv({ ...productionSecrets, AUTH_SECRET })).not.toThrow();
      }
    }
  });

  it('refuses a public SITE_URL without https, since its admin cookie could not be Secure', () => {
    expect(() => parseEnv({ ...productionSecrets, SITE_URL: 'http://studio.example' })).toThrow(/SITE_URL must be an https:\/\/ URL/);
    expect(parseEnv({ ...productionSecrets, SITE_URL: 'http://localhost:3000' }).isProduction).toBe(false);
  });

  it('names every weak setting in one message', () => {
    const weak = { ...productionSecrets, SITE_URL: 'http://studio.example', ADMIN_PASSWORD: 'a', AUTH_SECRET: 'x'.repeat(40) };
    expect(() => parseEnv(weak)).toThrow(/SITE_URL must be[\s\S]*ADMIN_PASSWORD is too short[\s\S]*AUTH_SECRET has too little entropy/);
  });

  it('requires the webhook secret with Stripe in production', () => {
    expect(() => parseEnv({ ...productionSecrets, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('takes another Stripe API address, refusing plain http in production and anything but http(s)', () => {
    expect(parseEnv({ ...productionSecrets, STRIPE_API_URL: 'https://stripe-mock.internal:12111' }).STRIPE_API_URL).toBe(
      'https://stripe-mock.internal:12111',
    );
    expect(() => parseEnv({ ...productionSecrets, STRIPE_API_URL: 'http://stripe-mock.internal:12111' })).toThrow(
      /STRIPE_API_URL must be an https address/,
    );
    expect(parseEnv({ STRIPE_API_URL: 'http://127.0.0.1:12111' }).STRIPE_API_URL).toBe('http://127.0.0.1:12111');
    expect(() => parseEnv({ STRIPE_API_URL: 'ftp://127.0.0.1' })).toThrow(/STRIPE_API_URL is an http\(s\) address/);
  });

  it('serves in production with every secret set, without demo content', () => {
    expect(parseEnv(productionSecrets)).toMatchObject({ isProduction: true, PAYMENT_PROVIDER: 'stripe', seedDemoContent: false });
  });

  it('makes owners sign in with a second factor in production unless told otherwise, and not locally', () => {
    expect(parseEnv(productionSecrets).ownersNeedTwoFactor).toBe(true);
    expect(parseEnv({ ...productionSecrets, ADMIN_OWNER_TWO_FACTOR: 'false' }).ownersNeedTwoFactor).toBe(false);
    expect(parseEnv({}).ownersNeedTwoFactor).toBe(false);
  });

  it('allows the demo checkout in production only when chosen explicitly', () => {
    const { STRIPE_SECRET_KEY: _key, STRIPE_WEBHOOK_SECRET: _secret, ...withoutStripe } = productionSecrets;
    expect(() => parseEnv(withoutStripe)).toThrow(/PAYMENT_PROVIDER=demo/);
    expect(parseEnv({ ...withoutStripe, PAYMENT_PROVIDER: 'demo' }).PAYMENT_PROVIDER).toBe('demo');
  });

  it('does not ask for secrets while building', () => {
    expect(parseEnv({ SITE_URL: 'https://studio.example' }, { building: true }).isProduction).toBe(true);
    expect(
      parseEnv({ SITE_URL: 'http://studio.example', ADMIN_PASSWORD: 'a', AUTH_SECRET: 'x'.repeat(40) }, { building: true }).isProduction,
    ).toBe(true);
  });

  it('counts every localhost form as local', () => {
    for (const SITE_URL of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://studio.localhost']) {
      expect(parseEnv({ SITE_URL }).isProduction).toBe(false);
    }
  });
});
