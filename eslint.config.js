import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layering: app → features → shared (components, lib, data, config). There are no barrels: each
 * import names the module it uses, so a page's chunks hold only what it runs (docs/performance.md
 * "Few chunks"). What a feature offers other features is the short list of its modules below; the
 * app layer, which composes them, may use any.
 */
const featureSurfaces = {
  account: [
    'key-actions',
    'key-manager',
    'keys-store',
    'progress-refresh-note',
    'region-reach',
    'use-account',
    'use-fishing-equipment',
  ],
  achievements: ['achievement-card', 'fish-card'],
  clock: ['clock-panel', 'now-store', 'phase-in-sentence'],
  dailies: ['daily-fishing-note', 'use-daily-fishing'],
  'fishing-power': ['fishing-power-input', 'fishing-power-store', 'hole-power-note'],
  language: ['lazy-parts'],
  notifications: [
    'notifications-store',
    'planner-alerts-store',
    'session-alert-button',
    'session-alerts-end',
    'settings-store',
  ],
  pins: ['pins-store'],
  planner: ['plan-places', 'plan-waypoints', 'use-plan-collections'],
  progress: ['marking', 'marks-store', 'use-progress'],
  regions: ['fish-details-button', 'region-card'],
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

/** A feature's listed modules, as paths relative to `src/features` (`./pins/pins-store.ts`). */
const surfacePaths = (feature) =>
  (featureSurfaces[feature] ?? []).map((name) => {
    const file = ['ts', 'tsx']
      .map((extension) => `./${feature}/${name}.${extension}`)
      .find((path) => existsSync(new URL(`./src/features/${path.slice(2)}`, import.meta.url)));
    if (!file) throw new Error(`eslint.config.js: no module ${feature}/${name}`);
    return file;
  });

/**
 * The layering on resolved paths, so no way of writing an import goes around it: a feature reaches
 * another feature's listed modules only; shared layers never reach features or app.
 */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).flatMap((other) => surfacePaths(other)),
    ],
    message:
      'Use another feature through the modules it offers (eslint.config.js `featureSurfaces`).',
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
    message:
      'data/ (loading, stores) builds on lib/ (pure rules and the catalog model), never the reverse.',
  },
  {
    target: './src/paint',
    from: ['./src/app', './src/features', './src/data', './src/components', './src/hooks'],
    message:
      'The paint-time scripts (src/paint/, built on their own and run before the app) use only lib/ and config/.',
  },
  {
    target: [
      './src/app',
      './src/features',
      './src/data',
      './src/components',
      './src/hooks',
      './src/lib',
      './src/config',
    ],
    from: './src/paint',
    message: 'The app does not import the paint-time scripts: they are built on their own.',
  },
];

/**
 * Read-only surfaces are written with the looks of src/components (Text, Row, Column, Heading,
 * Badge, Card, Grid, Notice, CornerCard, Code, Divider, list.module.css, VisuallyHidden:
 * docs/ARCHITECTURE.md "Looks"); Mantine stays for what the player operates. Its layout, text and
 * read-only display parts are refused everywhere in src/: those the looks replaced, and those no
 * file uses, so none comes back unnoticed.
 */
const mantinePrimitives = {
  name: '@mantine/core',
  importNames: [
    // Replaced by a look.
    ...['Alert', 'Badge', 'Box', 'Card', 'Center', 'Container', 'Flex', 'Grid', 'Group'],
    ...['Paper', 'SimpleGrid', 'Space', 'Stack', 'Text', 'Title'],
    ...['Code', 'Divider', 'List', 'Notification'],
    // Read-only parts no file uses.
    ...['AspectRatio', 'Avatar', 'BackgroundImage', 'Blockquote', 'Highlight', 'Image', 'Kbd'],
    ...['Mark', 'Table', 'ThemeIcon', 'Timeline', 'Typography'],
  ],
  message:
    'Write a read-only look with src/components (Text, Row, Column, Heading, Card, Grid, Badge, Notice…); Mantine is for what the player operates (docs/ARCHITECTURE.md "Looks").',
};

/**
 * Every word a player reads goes through the catalogs (docs/languages.md "Every word in the page's
 * language"): `lingui/no-unlocalized-strings` reports text outside `t`, `msg` and `<Trans>`.
 * What is not text is told apart here: one word in lower case or CONSTANT_CASE (keys, ids, CSS
 * values), addresses, CSS, and the props, names and calls that never carry words.
 */
const unlocalizedStrings = {
  ignore: [
    // One "word" that does not start with a capital: keys, ids, class names, paths, CSS values.
    '^(?![A-Z])\\S+$',
    // CONSTANT_CASE, PascalCase keys and error names ("TYRIA", "AssetLoadError").
    '^[A-Z0-9_-]+$',
    '^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$',
    // The site's name, written alike in every language.
    '^Tyria Fishing Companion$',
    // Addresses and CSS.
    '^(?:https?:|mailto:|/)',
    '(?:gradient|var|hsl|rgb|calc)\\(',
  ],
  ignoreNames: [
    { regex: { pattern: '^(?:className|classNames|style|styles)$' } },
    { regex: { pattern: '^data-' } },
    { regex: { pattern: '^[A-Z0-9_]+$' } },
    { regex: { pattern: '(?:Id|Key|Path|Url|Href|Color|Class|Query)$' } },
    ...['href', 'to', 'src', 'rel', 'target', 'type', 'variant', 'size', 'color', 'id', 'key'],
    ...['c', 'fw', 'fz', 'tt', 'ta', 'maw', 'miw', 'w', 'h', 'mt', 'mb', 'ml', 'mr', 'p', 'pt'],
    ...['component', 'role', 'lang', 'hrefLang', 'autoComplete', 'inputMode', 'fontFamily'],
    ...['gap', 'justify', 'align', 'wrap', 'radius', 'shadow', 'position', 'visibleFrom'],
    ...['hiddenFrom', 'listStyleType', 'chevronPosition', 'orientation', 'display', 'flex'],
    ...['background', 'estimatedHeight', 'transition', 'fill', 'd', 'viewBox'],
  ],
  ignoreFunctions: [
    '*Error',
    'console.*',
    'Symbol',
    'Date.parse',
    'Date',
    'URL',
    'URLSearchParams',
    'RegExp',
    'matchMedia',
    '*.matchMedia',
    '*.querySelector',
    '*.querySelectorAll',
    '*.startsWith',
    '*.endsWith',
    '*.includes',
    '*.split',
    '*.join',
    '*.addEventListener',
    '*.removeEventListener',
    '*.getItem',
    '*.setItem',
    '*.removeItem',
    '*.setAttribute',
    '*.getAttribute',
    'useQueryParamState',
    // What a request was for, in a developer's error message (the player reads a sentence by kind).
    'parse',
    'fetchBulk',
  ],
};

/**
 * Files whose strings are the game's words or no one's: the catalog's generated index (the game's
 * English names, shown through the game's words), the daily rotation's names (matched against the
 * game), each language named in itself, the head's descriptions (four plain strings, one per
 * language, written only by the build), drawn scenery, and the hint reader (the game's English, read
 * beside the other languages; its problems go to the refresh's report).
 */
const notPlayerText = [
  'src/lib/catalog/catalog-index.ts',
  'src/lib/dailies/rotation.ts',
  'src/features/language/language-names.ts',
  'src/app/prerender/page-head.ts',
  'src/features/regions/region-art-motifs.ts',
  'src/lib/hint-text/**',
  // The data page's sources: package and repository names with their files, as they are.
  'src/features/help/catalog-sources.ts',
  // The refresh report's English (the data page passes its own words: `diff-wording.ts`).
  'src/lib/live-catalog/diff.ts',
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
      // No barrels: an index.ts re-exporting a folder pulls the whole folder into every chunk that
      // imports one name from it (docs/performance.md "Few chunks").
      'check-file/no-index': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [mantinePrimitives], patterns: [relativeParentImport] },
      ],
    },
  },
  {
    // Homes written once (issue 58): durations are multiples of MINUTE_MS; the page's language
    // is `useLocale()` (or an argument), compared with SOURCE_LOCALE, never read back from Lingui.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/constants.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=60000]',
          message: "A minute is MINUTE_MS from '@/config/constants'.",
        },
        {
          selector: "MemberExpression[property.name='locale'][object.name='i18n']",
          message: "The page's language is useLocale() (or passed in), not Lingui's i18n.locale.",
        },
        {
          selector: "MemberExpression[property.name='locale'][object.property.name='i18n']",
          message: "The page's language is useLocale() (or passed in), not Lingui's i18n.locale.",
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**', ...notPlayerText],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': ['error', unlocalizedStrings] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [mantinePrimitives], patterns: [relativeParentImport, appImport] },
      ],
    },
  },
  {
    files: ['src/{components,hooks,lib,data,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [mantinePrimitives], patterns: [relativeParentImport, appImport, featureImport] },
      ],
    },
  },
  {
    files: ['src/paint/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [mantinePrimitives],
          patterns: [
            relativeParentImport,
            appImport,
            featureImport,
            {
              group: [
                '@/data',
                '@/data/*',
                '@/components',
                '@/components/*',
                '@/hooks',
                '@/hooks/*',
              ],
              message: 'The paint-time scripts use only lib/ and config/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app layer composes the features: it may use any of their modules.
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [mantinePrimitives], patterns: [relativeParentImport] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
