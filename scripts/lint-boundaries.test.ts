import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The probes below exist only as text: `import/no-cycle` reads files from disk, so it is off for
// them (the cycle test lints real fixture files).
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function ruleIds(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

describe('lint boundaries (eslint.config.js)', () => {
  it.each([
    {
      name: 'a feature importing a module another feature does not offer',
      code: "export { useCatchLogStore } from '@/features/session/catch-log/catch-log-store';\n",
      filePath: 'src/features/regions/probe.ts',
      rules: ['import/no-restricted-paths'],
    },
    {
      name: 'a relative import escaping its feature',
      code: "export { useCatchLogStore } from '../session/catch-log/catch-log-store';\n",
      filePath: 'src/features/regions/probe.ts',
      rules: ['no-restricted-imports', 'import/no-restricted-paths'],
    },
    {
      name: 'a shared layer importing a feature',
      code: "export { usePinsStore } from '@/features/pins/pins-store';\n",
      filePath: 'src/lib/probe.ts',
      rules: ['no-restricted-imports', 'import/no-restricted-paths'],
    },
    {
      name: 'lib importing data',
      code: "export { fetchAsset } from '@/data/fetch-asset';\n",
      filePath: 'src/lib/search/probe.ts',
      rules: ['import/no-restricted-paths'],
    },
    {
      name: 'the paint-time script importing a feature',
      code: "export { paintClocks } from '@/features/clock/clock-panel';\n",
      filePath: 'src/paint/probe.ts',
      rules: ['no-restricted-imports', 'import/no-restricted-paths'],
    },
    {
      name: 'the paint-time script importing data',
      code: "export { fetchAsset } from '@/data/fetch-asset';\n",
      filePath: 'src/paint/probe.ts',
      rules: ['no-restricted-imports', 'import/no-restricted-paths'],
    },
    {
      name: 'the app importing the paint-time script',
      code: "export { paintUntilLive } from '@/paint/paint-until-live';\n",
      filePath: 'src/app/start/probe.ts',
      rules: ['import/no-restricted-paths'],
    },
    {
      name: 'a barrel (an index.ts)',
      code: "export { usePinsStore } from './pins-store';\n",
      filePath: 'src/features/pins/index.ts',
      rules: ['check-file/no-index'],
    },
    {
      name: 'a minute written out instead of MINUTE_MS',
      code: 'export const probe = 5 * 60_000;\n',
      filePath: 'src/lib/time/probe.ts',
      rules: ['no-restricted-syntax'],
    },
    {
      name: "the page's language read back from Lingui",
      code: "export const english = (i18n: { locale: string }) => i18n.locale === 'en';\n",
      filePath: 'src/features/regions/probe.ts',
      rules: ['no-restricted-syntax'],
    },
    {
      name: 'a file name that is not kebab-case',
      code: 'export const probe = 1;\n',
      filePath: 'src/features/regions/FishProbe.ts',
      rules: ['check-file/filename-naming-convention'],
    },
    // Read-only looks come from src/components (docs/ARCHITECTURE.md "Looks").
    ...[
      ...['Stack', 'Group', 'Text', 'Title', 'Alert', 'Paper', 'Box', 'SimpleGrid', 'Badge'],
      ...['List', 'Code', 'Divider', 'Notification'],
    ].map((name) => ({
      name: `Mantine's ${name} in a feature`,
      code: `export { ${name} } from '@mantine/core';\n`,
      filePath: 'src/features/regions/probe.ts',
      rules: ['no-restricted-imports'],
    })),
    // Elsewhere too: a shared component, the app's shell.
    ...[
      { name: 'Card', filePath: 'src/components/probe.tsx' },
      { name: 'Container', filePath: 'src/app/layout/probe.tsx' },
      { name: 'Text', filePath: 'src/paint/probe.ts' },
    ].map(({ name, filePath }) => ({
      name: `Mantine's ${name} in ${filePath}`,
      code: `export { ${name} } from '@mantine/core';\n`,
      filePath,
      rules: ['no-restricted-imports'],
    })),
  ])('fails on $name', async ({ code, filePath, rules }) => {
    expect(await ruleIds(code, filePath)).toEqual(expect.arrayContaining(rules));
  });

  it('passes the paint-time script importing lib/ and config/', async () => {
    const code =
      "export { paintClocks } from '@/lib/clock/paint-clocks';\nexport { SOURCE_LOCALE } from '@/config/locales';\n";
    expect(await ruleIds(code, 'src/paint/probe.ts')).toEqual([]);
  });

  it('passes a feature importing what the player operates from Mantine', async () => {
    const code = "export { Button, Switch } from '@mantine/core';\n";
    expect(await ruleIds(code, 'src/features/regions/probe.ts')).toEqual([]);
  });

  it("passes a feature importing another feature's top-level module", async () => {
    const code = "export { usePinsStore } from '@/features/pins/pins-store';\n";
    expect(await ruleIds(code, 'src/features/regions/probe.ts')).toEqual([]);
  });

  // Text a player reads must go through the catalogs (docs/languages.md "Every word in the page's
  // language"). The fixtures are ignored where they lie; here they are linted as a feature's file.
  const fixture = (name: string) =>
    readFileSync(`src/testing/lint-fixtures/${name}`, 'utf8').replace(/^\/\/.*\n/gm, '');

  it('fails on English a player reads outside the catalogs', async () => {
    const ids = await ruleIds(fixture('untranslated-text.tsx'), 'src/features/regions/probe.tsx');
    expect(ids.filter((id) => id === 'lingui/no-unlocalized-strings')).toHaveLength(2);
  });

  it('passes the same text through the macros', async () => {
    const code = fixture('translated-text.tsx');
    expect(await ruleIds(code, 'src/features/regions/probe.tsx')).toEqual([]);
  });

  it('leaves tests alone', async () => {
    const code = fixture('untranslated-text.tsx');
    expect(await ruleIds(code, 'src/features/regions/probe.test.tsx')).toEqual([]);
  });

  it('fails on an import cycle', async () => {
    const linter = new ESLint({ cwd: process.cwd(), ignore: false });
    const [result] = await linter.lintFiles(['src/testing/lint-fixtures/cycle-a.ts']);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import/no-cycle');
  });
}, 120_000);
