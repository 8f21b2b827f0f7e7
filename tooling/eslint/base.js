import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of DESIGN.md §1: data flows one way.
 * Packages never import apps; the web app never imports the API (and vice versa).
 */
const appImports = ['@pathways/web', '@pathways/web/*', '@pathways/api', '@pathways/api/*'];

/** @param {{ forbid?: string[] }} [options] */
export function boundaries({ forbid = appImports } = {}) {
  return {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbid,
              message:
                'Import boundary: see DESIGN.md §1 (packages never import apps; web never imports api).',
            },
            {
              group: ['../../apps/*', '../../../apps/*'],
              message: 'Import boundary: import the package by its name.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
