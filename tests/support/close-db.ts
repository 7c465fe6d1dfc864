import { closeDb } from '@/lib/db/client';
import { copyOfTemplate } from './pglite-template';

let removeCopy: (() => void) | undefined;

beforeAll(async () => {
  if (process.env.DATA_DIR !== 'memory://') return;
  const copy = await copyOfTemplate();
  process.env.DATA_DIR = copy.dataDir;
  removeCopy = copy.remove;
}, 120_000);

afterAll(async () => {
  await closeDb();
  removeCopy?.();
});
