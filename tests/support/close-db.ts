import { closeDb } from '@/lib/db/client';
import { outboxIdle } from '@/lib/mail/outbox-worker';
import { copyOfTemplate } from './pglite-template';

let removeCopy: (() => void) | undefined;

beforeAll(async () => {
  if (process.env.DATA_DIR !== 'memory://') return;
  const copy = await copyOfTemplate();
  process.env.DATA_DIR = copy.dataDir;
  removeCopy = copy.remove;
}, 120_000);

afterAll(async () => {
  // A mail send that a booking kicked and nobody awaited would open the database again after the close.
  await outboxIdle();
  await closeDb();
  removeCopy?.();
});
