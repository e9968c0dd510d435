import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import mantinePreset from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';
import { darkOnly } from './scripts/postcss/dark-only';
import { each } from './scripts/postcss/each';
import { bundledGameWordsPlugin } from './scripts/vite/bundled-game-words';
import { linguiMacros } from './scripts/vite/lingui-macros';
import { pageChunks } from './scripts/vite/page-chunks';
import { shortClassNames } from './scripts/vite/short-class-names';
import { skipLoadedPreloads } from './scripts/vite/skip-loaded-preloads';
import { themeStylesheetPlugin } from './scripts/vite/theme-stylesheet';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // The macros compile before React's transform; `lingui()` compiles `.po` catalogs on import.
  plugins: [
    linguiMacros(root),
    react(),
    lingui({ cwd: root, failOnCompileError: true }),
    skipLoadedPreloads(),
    bundledGameWordsPlugin(root),
    themeStylesheetPlugin(root),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  css: {
    modules: { generateScopedName: shortClassNames(root) },
    postcss: {
      plugins: [
        each(),
        mantinePreset(),
        simpleVars({
          variables: {
            'mantine-breakpoint-xs': '634px',
            'mantine-breakpoint-sm': '768px',
            'mantine-breakpoint-md': '992px',
            'mantine-breakpoint-lg': '1200px',
            'mantine-breakpoint-xl': '1408px',
          },
        }),
        darkOnly(),
      ],
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // One chunk per start step and one per page (scripts/vite/page-chunks.ts). Each
            // module it names is named with what it imports (its static imports reach only
            // modules of the same or an earlier step), so the group need not take them along.
            {
              name: pageChunks(root).name,
              debugName: 'page-chunks',
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // Mantine's Button and Transition in one chunk where a lazy part uses them: left to
            // itself, the bundler splits Transition out once a lazily loaded chunk (the fish
            // details' popover) uses it ("What keeps the bytes down").
            {
              name: 'Button',
              test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Button|Transition)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
