import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'
import astro from 'eslint-plugin-astro'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '.adonisjs/',
      'build/',
      '.data/',
      'tmp/',
      'storefront/dist/',
      'storefront/.astro/',
      'backoffice/dist/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // React's rules of hooks for the storefront islands and their hooks (use_*.ts), and the back office.
    files: ['storefront/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The front ends reach the shared rules through the '#domain/*' alias (package.json "imports"), never by a
    // relative path that breaks when a file moves.
    files: ['storefront/**/*.{ts,tsx,astro}', 'backoffice/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+domain/', message: "Import shared rules as '#domain/…'." }] }],
    },
  }
)
