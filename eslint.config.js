// ESLint for the whole repository: type-aware typescript-eslint over the shipped packages, the
// lit, wc and lit-a11y recommended sets over the components and the demo, the plain
// recommended sets over tests, scripts and the demo servers. `npm run lint` runs it.
import eslint from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { configs as lit } from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import { configs as wc } from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const shipped = ['packages/*/src/**/*.ts'];
const templates = ['packages/elements/src/**/*.ts', 'demo/src/**/*.ts'];

export default defineConfig(
  {
    ignores: [
      '**/dist/',
      '**/.next/',
      '.test-results/',
      // Scratch folders .gitignore keeps out of git.
      '.tmp-*/',
      '.scratch/',
      '.stryker-tmp*/',
      'reports/',
      'test/fixtures/',
      // Snippet templates the packaging suite copies into throwaway apps, not code of ours.
      'test/e2e/packaging/apps/',
    ],
  },
  eslint.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          // A parameter a signature or an interface requires, named `_…` when the body has no use for it.
          argsIgnorePattern: '^_',
          // `for (const _ of text) length++`: counting code points without keeping them.
          varsIgnorePattern: '^_$',
          // `const { mode: _mode, ...rest } = x`: leaving a key out of a copy.
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: shipped,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Passing on a reason we did not make (a caught error, an AbortSignal's reason) keeps it as
      // it was; wrapping it would change what callers catch.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // `async` without `await` is how a store method meets a Promise-returning contract while
      // turning a throw into a rejection (relay/src/memory-store.ts, as the Redis store behaves).
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        ...['NewExpression', 'CallExpression'].map((made) => ({
          selector: `Program > :matches(VariableDeclaration, ExportNamedDeclaration > VariableDeclaration) > VariableDeclarator > ${made}[callee.name=/Error$/]`,
          message:
            'Make errors when thrown, not as the module loads: an error made at load captures a stack, which under DevTools re-parses the whole script (docs/PERFORMANCE.md, "Cold ≤ 2.5×").',
        })),
      ],
    },
  },
  {
    files: templates,
    extends: [lit['flat/recommended'], wc['flat/recommended'], litA11y.configs.recommended],
    settings: { wc: { elementBaseClasses: ['LitElement', 'ElicitElement'] } },
  },
  {
    files: ['test/**'],
    rules: {
      // chai's property assertions (`expect(x).to.be.true`, `.to.be.empty`) are expressions
      // whose getter asserts.
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
);
