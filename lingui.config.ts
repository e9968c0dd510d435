import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { GAME_LOCALES } from './src/config/locales';

const tests = ['**/*.test.*', '<rootDir>/src/testing/**'];
const helpTexts = '<rootDir>/src/features/help';
const releaseTexts = [
  '<rootDir>/src/features/home/changelog.tsx',
  '<rootDir>/src/features/home/releases.ts',
];

/**
 * The UI's words (docs/languages.md "Our words: Lingui"): English in the source, one PO
 * catalog per language in `src/locales/`, written by `npm run i18n:extract`. The macros' runtime
 * is ours (`src/lib/i18n/runtime.tsx`): outside a provider it speaks English instead of throwing.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...GAME_LOCALES],
  // The shell's catalog, and the page catalogs (`PAGE_CATALOGS`): long texts only their pages load.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...tests, `${helpTexts}/**`, ...releaseTexts],
    },
    { path: '<rootDir>/src/locales/help/{locale}', include: [helpTexts], exclude: tests },
    { path: '<rootDir>/src/locales/releases/{locale}', include: releaseTexts, exclude: tests },
  ],
  // Line numbers would rewrite every catalog whenever a source file above a message changes.
  format: formatter({ lineNumbers: false }),
  runtimeConfigModule: {
    useLingui: ['@/lib/i18n/runtime', 'useLingui'],
    Trans: ['@/lib/i18n/runtime', 'Trans'],
  },
});
