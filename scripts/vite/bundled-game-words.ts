import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type { bundledGameWords as derive } from '../lib/bundled-game-words.ts';

/** `import words from 'virtual:bundled-game-words/de'`: the language's record, or null. */
const PREFIX = 'virtual:bundled-game-words/';
const LANGUAGE = /^\0virtual:bundled-game-words\/(de|fr|es)$/;

/**
 * Serves `virtual:bundled-game-words/<lang>` to the browser build, the prerender's build and
 * vitest alike, so a prerendered page and its hydration read the same words: the record
 * `scripts/lib/bundled-game-words.ts` derives from the refresh's files, or null. Each language's
 * module goes with that language's catalog only (`src/lib/i18n/languages/`). The derivation is
 * the app's own TypeScript (with its `@/` paths), loaded through tsx as the scripts are.
 */
export function bundledGameWordsPlugin(root: string): Plugin {
  const sourcesDir = join(root, 'scripts/data/sources');
  return {
    name: 'bundled-game-words',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      const locale = LANGUAGE.exec(id)?.[1] as 'de' | 'fr' | 'es' | undefined;
      if (!locale) return undefined;
      const { bundledGameWords } = (await tsImport(
        pathToFileURL(join(root, 'scripts/lib/bundled-game-words.ts')).href,
        {
          parentURL: pathToFileURL(join(root, 'vite.config.ts')).href,
          tsconfig: join(root, 'tsconfig.node.json'),
        },
      )) as { bundledGameWords: typeof derive };
      const words = bundledGameWords(sourcesDir, locale, join(root, 'public/assets'));
      return `export default ${JSON.stringify(words)};`;
    },
  };
}
