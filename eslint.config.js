import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import comptoir from './tools/eslint-plugin-comptoir/index.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', 'api/drizzle/**', 'test-results/**', 'playwright-report/**', 'fixtures/recorded/**'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { comptoir },
    rules: {
      'comptoir/import-direction': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'admin-console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['web/src/**/*.tsx', 'admin-console/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'comptoir/form-control-name': 'error' },
  },
  {
    files: ['scripts/**', 'api/src/cli/**', 'api/src/server.ts', 'api/bench/**', 'tools/**', 'fixtures/src/cli/**', 'contract-tests/src/cli/**', '**/*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
