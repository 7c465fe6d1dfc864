import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';

/** @typedef {import('jest').Config} Config */

const createJestConfig = nextJest({ dir: './' });

/** @type {Config} */
const shared = {
  moduleNameMapper: {
    // `server-only` throws outside a React Server environment; in tests it has nothing to guard.
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

/** @type {Config[]} */
const projects = [
  { ...shared, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
  {
    ...shared,
    displayName: 'components',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/tests/support/jest-dom.ts'],
  },
  {
    ...shared,
    displayName: 'api',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
    setupFiles: ['<rootDir>/tests/support/use-pglite.ts'],
    setupFilesAfterEnv: ['<rootDir>/tests/support/close-db.ts'],
  },
];

// The same contract tests once more against a Postgres server, when one is given (.ci/run does).
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...shared,
    displayName: 'api-postgres',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
    // These set DATABASE_URL themselves (a server of TEST_DATABASE_URL's or none): the api project
    // already runs them against the same server, so a second run here would check nothing more.
    // admin-auth-flood tests the sign-in queue, which lives in the process, at the production
    // scrypt cost (20 s); every other admin file signs in on Postgres too. The stored-XSS files check
    // what a page renders of stored text: PGlite is Postgres's own engine, which keeps text the
    // same, and the contract files here check that every field reads back as sent. admin-roles asks
    // each endpoint who may call it, which the handlers answer before any query of their own
    // (the team's files run here: spent codes, passkey challenges and locked owners are Postgres statements).
    testPathIgnorePatterns: [
      '/tests/api/(database-outage|database-time-limits|database-unavailable|readiness-unavailable|admin-auth-flood|admin-roles)\\.test\\.ts$',
      '/tests/api/stored-xss-[a-z-]+\\.test\\.ts$',
    ],
    setupFilesAfterEnv: ['<rootDir>/tests/support/use-postgres.ts'],
  });
}

// next-intl and its parts ship only as ES modules; jest runs CommonJS, so they are compiled too.
const ESM_PACKAGES = ['jose', 'next-intl', 'use-intl', 'icu-minify', '@schummar/icu-type-parser', '@formatjs', 'intl-messageformat'];

const ESM_AWARE_TRANSFORM = fileURLToPath(new URL('./tests/support/esm-aware-transform.cjs', import.meta.url));

/** @returns {Promise<Config>} */
export default async function config() {
  const resolved = await Promise.all(projects.map((project) => createJestConfig(project)()));
  for (const project of resolved) {
    for (const entry of Object.values(project.transform ?? {})) {
      if (Array.isArray(entry) && String(entry[0]).endsWith('jest-transformer.js')) entry[0] = ESM_AWARE_TRANSFORM;
    }
    project.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  }
  // Opening an embedded database (WebAssembly) can take several seconds on a busy machine.
  return {
    projects: resolved,
    testTimeout: 30_000,
    // Jest's default is one worker fewer than the cores: one on the 2-core CI machine. Most files
    // wait on a database, a server or a timer as much as they compute: 2 workers took 277 s
    // where 1 took 547 s, with every test passing.
    maxWorkers: '100%',
    globalSetup: '<rootDir>/tests/support/jest-global-setup.mjs',
    globalTeardown: '<rootDir>/tests/support/jest-global-teardown.mjs',
  };
}
