// ESLint (npm test's lint step, scripts/lint.mjs): typescript-eslint's recommended rules on every
// TypeScript file, the rules of hooks and jsx-a11y on the console's components. Formatting is
// Biome's (biome.json), so no stylistic rule here.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist*/**',
      'node_modules/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      'coverage/**',
      'bench/reference/**',
      '.stryker-tmp/**',
      'stryker-tmp/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Components (MUI fields and buttons) may take focus on arrival: the one field of a screen
      // whose only task is typing it (sign-in, the container searches, the gate's scanner input)
      // and a dialog's action (WAI-ARIA's dialog pattern moves focus into the dialog). A bare DOM
      // element may not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    // Playwright reads a fixture's dependencies from its first parameter's pattern: `{}` is how a
    // fixture says it has none.
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['tests/**/*.ts'],
    rules: {
      // A test reads answers of any shape (JSON bodies, store records) and its assertions are the
      // check: typing each one would add casts that check nothing.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // CommonJS preloads (scripts/*.cjs) load with require by definition.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a handler's unused argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
);
