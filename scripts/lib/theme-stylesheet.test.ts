import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  createTheme,
  DEFAULT_THEME,
  MantineProvider,
  mergeMantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import postcss from 'postcss';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../../src/app/theme.ts';
import { RARITY_COLORS, RARITY_TEXT_COLORS } from '../../src/components/rarity-colors.ts';
import type { Rarity } from '../../src/lib/catalog/catalog-enums.ts';
import { globalClasses, rarityColors, themeVariables, toneColors } from './theme-stylesheet.ts';
import { TONES } from '../../src/components/tones.ts';

const require = createRequire(import.meta.url);
const mantineDefaults = readFileSync(
  require.resolve('@mantine/core/styles/default-css-variables.css'),
  'utf8',
);

/** The `<style data-mantine-styles="…">` texts Mantine's provider writes into a page. */
function providerStyles(override: MantineThemeOverride) {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, {
      theme: override,
      cssVariablesResolver,
      defaultColorScheme: 'dark',
    }),
  );
  const style = (kind: string) =>
    new RegExp(`<style data-mantine-styles="${kind}"[^>]*>([\\s\\S]*?)</style>`).exec(html)?.[1];
  return { variables: style('true') ?? '', classes: style('classes') ?? '' };
}

/** Each custom property's final value per scheme (`all`, `dark`, `light`), later rules winning. */
function cascade(...sheets: string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const sheet of sheets) {
    postcss.parse(sheet).walkDecls(/^--/, (decl) => {
      const selector = (decl.parent as postcss.Rule).selector;
      const scheme = /color-scheme=["']?(dark|light)/.exec(selector)?.[1] ?? 'all';
      values.set(`${scheme} ${decl.prop}`, decl.value.replace(/\s+/g, ' ').toLowerCase());
    });
  }
  return values;
}

describe('theme stylesheet', () => {
  it('gives every custom property the value Mantine’s defaults and the provider’s style gave it', () => {
    const before = cascade(mantineDefaults, providerStyles(theme).variables);
    const after = cascade(themeVariables());

    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(before));
    // The app's own choices are in it (docs/start-up.md "Critical styles").
    expect(after.get('dark --mantine-color-dimmed')).toBe('var(--mantine-color-dark-1)');
    expect(after.get('all --mantine-primary-color-filled')).toBe(
      'var(--mantine-color-cyan-filled)',
    );
  });

  it('writes its rules for the page, not for shadow roots', () => {
    expect(themeVariables()).not.toContain(':host');
  });

  it.each([
    ['the app’s theme (em)', theme],
    ['a theme in px', createTheme({ breakpoints: { xs: '500px', sm: '700px' } })],
  ])('writes the global classes the provider writes, for %s', (_, override) => {
    const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, override);

    expect(globalClasses(breakpoints)).toBe(providerStyles(override).classes);
  });

  it.each(Object.keys(RARITY_COLORS) as Rarity[])(
    "gives whatever is marked %s that rarity's colours",
    (rarity) => {
      const rule = rarityColors()
        .split('\n')
        .find((line) => line.startsWith(`[data-rarity='${rarity}']`));
      expect(rule).toContain(`--rarity-color: ${RARITY_COLORS[rarity]};`);
      expect(rule).toContain(`--rarity-text-color: ${RARITY_TEXT_COLORS[rarity]};`);
    },
  );

  it.each(TONES)(
    "gives whatever is marked with the tone %s that colour's light variant",
    (tone) => {
      const rule = toneColors()
        .split('\n')
        .find((line) => line.startsWith(`[data-tone='${tone}']`));
      expect(rule).toContain(`--tone-light: var(--mantine-color-${tone}-light);`);
      expect(rule).toContain(`--tone-light-color: var(--mantine-color-${tone}-light-color);`);
      // Variables the theme defines: a tone that is no Mantine colour would read nothing.
      expect(themeVariables()).toContain(`--mantine-color-${tone}-light-color:`);
    },
  );
});
