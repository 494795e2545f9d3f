import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'e2e/artifacts/**', 'e2e/.data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Features never reach into another feature's internals (STYLE.md): import its index.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/*/*', '!**/features/*/index*'], message: 'Import another feature through its index.' }] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'URL', 'fetch', 'setTimeout', 'clearTimeout', 'AbortSignal', 'FormData', 'Blob', 'Buffer', 'setInterval', 'clearInterval', 'performance'].map((name) => [name, 'readonly']),
      ),
    },
  },
);
