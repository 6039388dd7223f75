import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architectureZones } from './eslint/architecture.js';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
// Kebab-case that may start with a digit, as the numbered migrations and decisions do.
const KEBAB_CASE = '+([a-z0-9])*(-+([a-z0-9]))';
const TESTS = ['**/test/**', '**/*.test.ts', '**/*.test.tsx', 'tests/**'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'data/**',
      '**/dist',
      'web/dist-server',
      '**/generated',
      'test-results',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // The house rules: ARCHITECTURE.md's layers and features, no cycles, kebab-case names.
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // import-x reads only the dependencies whose extension it is told: without these,
      // no-cycle would never follow an import into a TypeScript file.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': KEBAB_CASE },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': KEBAB_CASE }],
    },
  },
  {
    files: ['backend/**/*.ts', 'gateway/**/*.ts', 'web/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: TESTS,
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: architectureZones(path.join(repoRoot, 'ARCHITECTURE.md')) },
      ],
    },
  },
  prettier,
);
