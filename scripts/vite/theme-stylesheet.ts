import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type { themeStylesheet as write } from '../lib/theme-stylesheet.ts';

const ID = 'virtual:theme.css';

/**
 * Serves `import 'virtual:theme.css'` (src/app/mantine-styles.ts): the theme's custom properties
 * and Mantine's global classes, written by `scripts/lib/theme-stylesheet.ts` from
 * `src/app/theme.ts` at build time, so the stylesheet cannot drift from the theme the components
 * read, in Mantine's cascade layer. It then goes through the app's PostCSS plugins like any
 * stylesheet (dark-only drops the light scheme). The theme is the app's own TypeScript, loaded through tsx as the scripts are.
 */
export function themeStylesheetPlugin(root: string): Plugin {
  const generator = join(root, 'scripts/lib/theme-stylesheet.ts');
  return {
    name: 'theme-stylesheet',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile(join(root, 'src/app/theme.ts'));
      const { themeStylesheet } = (await tsImport(pathToFileURL(generator).href, {
        parentURL: pathToFileURL(join(root, 'vite.config.ts')).href,
        tsconfig: join(root, 'tsconfig.node.json'),
      })) as { themeStylesheet: typeof write };
      // In Mantine's layer with its rules (src/app/cascade-layers.css).
      return `@layer mantine {\n${themeStylesheet()}\n}`;
    },
  };
}
