import { closeDb } from '@/lib/db/client';

afterAll(async () => {
  await closeDb();
});
