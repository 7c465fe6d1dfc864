import 'server-only';
import path from 'node:path';
import { answerBackupRequests } from './db/backup/answer-requests';
import { closeDb, getDb } from './db/client';
import { DataFolderBusyError } from './db/data-folder-lock.mjs';
import { ConfigError, getEnv } from './env';
import { attachReceiptPdfs } from './shop/documents/mail-attachment';
import { hasClientAddressLayer } from './server/client-address.mjs';
import { onShutdown } from './server/lifecycle.mjs';
import { setRateLimitScope } from './rate-limit/limiter';
import { log } from '@/lib/log/logger.mjs';

/**
 * Validates the configuration before the server takes requests: a configuration that is unsafe for
 * production stops the process with the name of the missing setting instead of serving with
 * insecure defaults. Then starts migrating (and, when empty, seeding) the database and setting up
 * the admin account without waiting for it: Next holds every request until this returns, and a
 * first page can load its code while the database opens; whatever needs the database awaits it
 * (getDb), and a database that cannot be prepared still ends the process.
 */
export async function prepareServer(): Promise<void> {
  try {
    setRateLimitScope();
    const env = getEnv();
    // `next start` would hand rate limits whatever X-Forwarded-For a client writes, and it lacks
    // the per-page security headers: a public site is served by `npm start` only.
    if (env.isProduction && !hasClientAddressLayer()) {
      throw new ConfigError(
        'Serve the site with `npm start` (scripts/start.mjs), not `next start`: only it takes client addresses from the connection and sends the security headers.',
      );
    }
    // `npm run backup` asks this process for the embedded database's dump (lib/db/backup/):
    // listening before the database takes its folder's lock, so no request finds it deaf.
    if (!env.DATABASE_URL && !env.DATA_DIR.startsWith('memory://')) {
      answerBackupRequests(path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.DATA_DIR));
    }
    // The outbox sends receipts with their PDF, which the shop makes (lib/mail knows no feature).
    attachReceiptPdfs();
    void prepareDatabase(env).catch(stopStarting);
  } catch (error) {
    stopStarting(error);
  }
}

const BACKGROUND_WORK_AFTER_MS = 1_000;

async function prepareDatabase(env: ReturnType<typeof getEnv>): Promise<void> {
  await getDb();
  // What runs beside the requests starts a second after the database is ready: sign-in, mail and
  // the shop's housekeeping are over a megabyte of code (nodemailer, WebAuthn, QR codes, the PDF
  // maker) that a page never needs, and loading it at once held up the first pages by 0.1-0.2 s
  // (docs/decisions/restart-time.md). A sign-in before then prepares what it needs itself.
  let background: Promise<(() => Promise<void>) | undefined> | undefined;
  const timer = setTimeout(() => {
    background = startBackgroundWork().catch((error: unknown) => {
      log.error({ area: 'startup', err: error }, 'background work could not start');
      return undefined;
    });
  }, BACKGROUND_WORK_AFTER_MS);
  // Run by the production server after SIGTERM, once requests in flight finished: the outbox
  // first, since its drain still writes to the database; then the database (PGlite flushes).
  onShutdown('closing the database', async () => {
    clearTimeout(timer);
    const stopBackgroundWork = await background;
    await stopBackgroundWork?.();
    await closeDb();
  });
  log.info(
    {
      area: 'startup',
      database: env.DATABASE_URL ? 'postgres' : 'pglite',
      ...(!env.DATABASE_URL && { data_dir: env.DATA_DIR }),
      payments: env.PAYMENT_PROVIDER,
    },
    'database ready',
  );
}

/**
 * Ends the process, saying why: the configuration, a data folder another server holds, or the
 * database. The first two are an operator's to mend, written for a person as the refusals of
 * scripts/start.mjs are, not as log lines.
 */
function stopStarting(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(`\n${error.message}\n\nSee .env.example for every setting.\n`);
  } else if (error instanceof DataFolderBusyError) {
    console.error(`\n${error.message}\n`);
  } else {
    log.fatal({ area: 'startup', err: error }, 'the database could not be prepared');
  }
  process.exit(1);
}

/**
 * Two scrypt hashes (the admin's password check and the sign-in decoy, about half a second each),
 * the outbox worker, the download-link cleanup and the journal's scheduler. Sign-ins and sessions that need the hashes wait
 * for them (admin-users.ts); each module schedules its own housekeeping, none runs another's.
 */
async function startBackgroundWork(): Promise<() => Promise<void>> {
  const [{ adminAccountInSync }, { prepareSignIn }, outbox, downloads, journal] = await Promise.all([
    import('./auth/admin-users'),
    import('./auth/sign-in'),
    import('./mail/outbox-worker'),
    import('./shop/downloads/housekeeping'),
    import('./journal/scheduler'),
  ]);
  void Promise.all([adminAccountInSync(), prepareSignIn()]).catch((error: unknown) => {
    log.error({ area: 'startup', err: error }, 'the admin account could not be prepared; sign-ins will try again');
  });
  outbox.startOutboxWorker();
  downloads.startDownloadLinkCleanup();
  journal.startArticleScheduler();
  return async () => {
    journal.stopArticleScheduler();
    downloads.stopDownloadLinkCleanup();
    await outbox.stopOutboxWorker();
  };
}
