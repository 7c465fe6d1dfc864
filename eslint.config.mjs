import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The rich-text editor, the dropzone and the admin screens are loaded in the admin only; a
    // public page importing them would ship them to every visitor.
    files: ['app/[[]locale]/**', 'components/!(admin)/**', 'lib/!(admin|api)/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@tiptap/*', 'react-dropzone', '@/components/admin/*'], message: 'Admin-only code: import it from app/admin or components/admin.' }] },
      ],
    },
  },
  globalIgnores(['.next/**', '.next-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '.data*/**']),
]);
