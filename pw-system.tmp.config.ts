import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: './tests/system', workers: 1, reporter: [['list']], timeout: 240_000 });
