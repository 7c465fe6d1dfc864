import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations from lib/db/schema/ (index.ts); the app applies them itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './lib/db/migrations',
});
