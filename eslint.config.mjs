import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

// The rich-text editor, the dropzone and the admin screens are loaded in the admin only; a public
// page importing them would ship them to every visitor.
const ADMIN_ONLY = {
  group: ['@tiptap/*', 'react-dropzone', '@/components/admin/**'],
  message: 'Admin-only code: import it from app/admin or components/admin.',
};
// Modules that may run in the browser take zod from lib/zod.ts, which keeps it from probing for
// `new Function` under the site's Content-Security-Policy.
const BROWSER_ZOD = { name: 'zod', message: "Import { z } from '@/lib/zod' in code that may run in the browser." };

const restrictImports = (options) => ({ rules: { 'no-restricted-imports': ['error', options] } });

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // One rule, so where both restrictions apply the later entry must carry both.
  { files: ['app/[[]locale]/**', 'components/!(admin)/**', 'lib/!(admin|api)/**'], ...restrictImports({ patterns: [ADMIN_ONLY] }) },
  { files: ['components/admin/**', 'lib/api/**'], ...restrictImports({ paths: [BROWSER_ZOD] }) },
  {
    files: [
      'components/!(admin|legal)/**',
      'lib/projects/**',
      'lib/contact/**',
      'lib/auth/login-request.ts',
      // The shop's modules that its client components import; the rest of lib/shop/ runs on the server.
      'lib/shop/browser.ts',
      'lib/shop/products/{grouping,category-copy}.ts',
      'lib/shop/checkout/payment-verification.ts',
    ],
    ...restrictImports({ paths: [BROWSER_ZOD], patterns: [ADMIN_ONLY] }),
  },
  // Dependencies run one way (docs/development.md#dependencies): a circle of imports fails the lint.
  // Packages are not followed: the rule only needs our own files, and parsing PGlite's bundle overflows the parser's stack.
  {
    files: ['app/**', 'components/**', 'lib/**', 'i18n/**'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // A CommonJS file (Jest's transformer) has no other way to import.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Last: formatting is Prettier's (npm run format), so no lint rule may disagree with it.
  prettier,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'scripts/bench/floor-app/.next/**',
    'node_modules/**',
    'test-results/**',
    '.test-timings/**',
    'playwright-report/**',
    'next-env.d.ts',
    '.data*/**',
  ]),
]);
