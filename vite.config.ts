import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import mantinePreset from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';
import { darkOnly } from './scripts/postcss/dark-only';
import { bundledGameWordsPlugin } from './scripts/vite/bundled-game-words';
import { linguiMacros } from './scripts/vite/lingui-macros';
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
        // Mantine's Button and Transition in one chunk: left to itself, the bundler splits
        // Transition out once a lazily loaded chunk (the fish details' popover) uses it, and
        // every page then loads one more chunk (docs/performance.md "What keeps the bytes down").
        codeSplitting: {
          groups: [
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
