import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layering: app → features → shared (components, lib, data, config). Features talk through index.ts. */
const featureDeepImport = {
  group: ['@/features/*/*'],
  message: 'Import a feature through its index.ts (e.g. "@/features/pins").',
};
/** Relative imports stay inside their folder (and so inside their feature); further goes via "@/". */
const relativeParentImport = {
  regex: '^\\.\\./(?!(\\.\\./)*public/)',
  message: 'Import from a parent folder through "@/…" (a relative path must not leave its folder).',
};
const appImport = { group: ['@/app', '@/app/*'], message: 'Only the app layer may import app/.' };
const featureImport = {
  group: ['@/features', '@/features/*'],
  message: 'Shared layers (components, hooks, lib, data, config) must not import features.',
};

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The same layering on resolved paths, so relative imports cannot go around it: a feature reaches
 * another feature only through its index.ts; shared layers never reach features or app.
 */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: 'Import another feature through its index.ts.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Only the app layer may import app/.',
  },
  {
    target: ['./src/components', './src/hooks', './src/lib', './src/data', './src/config'],
    from: ['./src/features', './src/app'],
    message:
      'Shared layers (components, hooks, lib, data, config) must not import features or app.',
  },
  {
    target: './src/lib',
    from: './src/data',
    message: 'data/ (loading, stores) builds on lib/ (pure rules and the catalog model), never the reverse.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/assets',
      'test-results',
      'playwright-report',
      'bench-results',
      // Deliberately broken code that scripts/lint-boundaries.test.ts lints on purpose.
      'src/testing/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'jsx-a11y': jsxA11y,
      import: importPlugin,
      'check-file': checkFile,
    },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: './tsconfig.app.json' }, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [relativeParentImport] }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [relativeParentImport, appImport, featureDeepImport] },
      ],
    },
  },
  {
    files: ['src/{components,hooks,lib,data,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [relativeParentImport, appImport, featureImport] },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [relativeParentImport, featureDeepImport] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
