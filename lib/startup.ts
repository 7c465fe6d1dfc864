import 'server-only';
import path from 'node:path';
import { answerBackupRequests } from './db/backup/answer-requests';
import { closeDb, getDb } from './db/client';
import { DataFolderBusyError } from './db/data-folder-lock.mjs';
import { ConfigError, getEnv } from './env';
import { hasClientAddressLayer } from './server/client-address.mjs';
import { onShutdown } from './server/lifecycle.mjs';
import { setRateLimitScope } from './rate-limit/limiter';

/**
 * Validates the configuration and migrates (and, when empty, seeds) the database and sets up the admin account before the server
 * takes requests. A configuration that is unsafe for production stops the process with the name
 * of the missing setting instead of serving with insecure defaults.
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
    await getDb();
    // What runs beside the requests is loaded once the database is ready, without holding up the
    // first answer: sign-in, mail and the shop's housekeeping are over a megabyte of code (nodemailer,
    // WebAuthn, QR codes) that a page never needs (docs/decisions/restart-time.md).
    const background = startBackgroundWork().catch((error: unknown) => {
      console.error('[startup] background work could not start', error);
      return undefined;
    });
    // Run by the production server after SIGTERM, once requests in flight finished: the outbox
    // first, since its drain still writes to the database; then the database (PGlite flushes).
    onShutdown('closing the database', async () => {
      const stopBackgroundWork = await background;
      await stopBackgroundWork?.();
      await closeDb();
    });
    console.log(
      `[startup] database ready (${env.DATABASE_URL ? 'Postgres server' : `embedded PGlite in ${env.DATA_DIR}`}), payments: ${env.PAYMENT_PROVIDER}`,
    );
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n\nSee .env.example for every setting.\n`);
    } else if (error instanceof DataFolderBusyError) {
      console.error(`\n${error.message}\n`);
    } else {
      console.error('[startup] the database could not be prepared', error);
    }
    process.exit(1);
  }
}

/**
 * Two scrypt hashes (the admin's password check and the sign-in decoy, about half a second each),
 * the outbox worker and the download-link cleanup. Sign-ins and sessions that need the hashes wait
 * for them (admin-users.ts); each module schedules its own housekeeping, none runs another's.
 */
async function startBackgroundWork(): Promise<() => Promise<void>> {
  const [{ adminAccountInSync }, { prepareSignIn }, outbox, { attachReceiptPdfs }, downloads] = await Promise.all([
    import('./auth/admin-users'),
    import('./auth/sign-in'),
    import('./mail/outbox-worker'),
    import('./shop/documents/mail-attachment'),
    import('./shop/downloads/housekeeping'),
  ]);
  void Promise.all([adminAccountInSync(), prepareSignIn()]).catch((error: unknown) => {
    console.error('[startup] the admin account could not be prepared; sign-ins will try again', error);
  });
  // The outbox sends receipts with their PDF, which the shop makes (lib/mail knows no feature).
  attachReceiptPdfs();
  outbox.startOutboxWorker();
  downloads.startDownloadLinkCleanup();
  return async () => {
    downloads.stopDownloadLinkCleanup();
    await outbox.stopOutboxWorker();
  };
}
