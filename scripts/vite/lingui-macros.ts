import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import { compileMessageLiterals } from './compile-message-literals';

/**
 * Compiles Lingui's macros (`@lingui/react/macro`, `@lingui/core/macro`) in the files that import
 * them, before the React plugin sees them, for the browser build, the prerender's build and
 * vitest alike. `@vitejs/plugin-react` 6 has no Babel step of its own, and `@rolldown/plugin-babel`
 * needs Node 22 (docs/languages.md "Our words: Lingui"); only the files that use a macro
 * go through Babel, the rest are untouched. English words stay in the code that shows them
 * (`compile-message-literals.ts`).
 */
export function linguiMacros(root: string): Plugin {
  const linguiConfig = getConfig({ cwd: root });
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    transform: {
      filter: {
        id: /\.[cm]?[jt]sx?$/,
        code: /["']@lingui\/(core|react)\/macro["']/,
      },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: id.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
          // The English `message` stays, compiled, in every build (not only in development).
          plugins: [
            [linguiMacro, { linguiConfig, stripMessageField: false }],
            compileMessageLiterals,
          ],
        });
        if (!result?.code) throw new Error(`Lingui's macros left no code in ${id}.`);
        return { code: result.code, map: result.map };
      },
    },
  };
}
