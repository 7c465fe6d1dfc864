import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations from lib/db/schema.ts; the app applies them itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
});
