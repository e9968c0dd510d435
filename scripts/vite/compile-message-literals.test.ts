import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileMessageLiterals } from './compile-message-literals';

const linguiConfig = getConfig({ cwd: process.cwd() });

/** `source` through the macro and the plugin, as `lingui-macros.ts` does, then evaluated. */
async function descriptorsOf(source: string): Promise<Record<string, unknown>> {
  const result = await transformAsync(source, {
    filename: 'example.ts',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript'] },
    plugins: [[linguiMacro, { linguiConfig, stripMessageField: false }], compileMessageLiterals],
  });
  const body = (result?.code ?? '').replace(/^import .*$/gm, '').replace(/export const/g, 'out.');
  const out: Record<string, unknown> = {};
  new Function('out', body)(out);
  return out;
}

describe('compileMessageLiterals', () => {
  it('compiles the English of each message, which an empty catalog then shows', async () => {
    const { plain, counted } = await descriptorsOf(`
      import { msg, plural } from '@lingui/core/macro';
      const n = 1;
      export const plain = msg\`Pin this region\`;
      export const counted = msg({ message: plural(n, { one: '# fish', other: '# fish left' }) });
    `);
    expect(plain).toMatchObject({ message: ['Pin this region'] });
    expect(Array.isArray((counted as MessageDescriptor).message)).toBe(true);
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    english.setMessagesCompiler(() => {
      throw new Error('no message should need compiling at run time');
    });
    expect(english._(plain as MessageDescriptor)).toBe('Pin this region');
    expect(english._(counted as MessageDescriptor)).toBe('1 fish');
    expect(english._({ ...(counted as MessageDescriptor), values: { n: 3 } })).toBe('3 fish left');
  });

  it("leaves the app's own objects with an id and a message alone", async () => {
    const { notice } = await descriptorsOf(`
      import { msg } from '@lingui/core/macro';
      export const label = msg\`Saved\`;
      export const notice = { id: 'storage', message: 'Hello {name}' };
    `);
    expect(notice).toEqual({ id: 'storage', message: 'Hello {name}' });
  });
});
