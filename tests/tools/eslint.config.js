// ESLint flat config (kept under tests/tools so the project's top level stays as specified).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'mock-api/.data/**', 'tests/e2e/screenshots/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // every list's column goes through the kit (its header cell's first pass, src/common/columns.tsx)
    files: ['src/**/*.tsx'],
    ignores: ['src/common/columns.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='DataTable'][property.name=/^(Col|NumberCol)$/]",
          message: 'Use Column from src/common/columns.tsx (react-admin\'s column, with a first-pass header cell).',
        },
      ],
    },
  },
  {
    files: ['mock-api/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
