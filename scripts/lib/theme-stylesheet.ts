// The theme's custom properties and Mantine's global classes, written once into the static,
// cached stylesheet from the app's own theme (docs/start-up.md "Critical styles"). Mantine's
// provider would write them into a `<style>` of every page (8 KB), before the critical rules.
import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  mergeMantineTheme,
  px,
  type MantineBreakpointsValues,
} from '@mantine/core';
import { cssVariablesResolver, theme } from '../../src/app/theme.ts';
import { RARITY_COLORS, RARITY_TEXT_COLORS } from '../../src/components/rarity-colors.ts';
import type { Rarity } from '../../src/lib/catalog/catalog-enums.ts';
import { TONES } from '../../src/components/tones.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);

/**
 * Every custom property of the theme: Mantine's defaults for our theme with the app's resolver on
 * top, as the provider resolves them. All of them, not only those differing from Mantine's own
 * defaults: this replaces `@mantine/core/styles/default-css-variables.css`.
 */
export function themeVariables(): string {
  const variables = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged));
  return convertCssVariables(variables, ':root');
}

/** A width as the breakpoint writes it: `px` stays `px`, anything else becomes `em`. */
const width = (breakpoint: string, value: number) =>
  breakpoint.includes('px') ? `${value}px` : em(value);

/** The `hiddenFrom` / `visibleFrom` classes, one pair of media queries per breakpoint. */
export function globalClasses(breakpoints: MantineBreakpointsValues = merged.breakpoints): string {
  return Object.entries(breakpoints)
    .map(([name, breakpoint]) => {
      const from = px(breakpoint) as number;
      return (
        `@media (max-width: ${width(breakpoint, from - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}` +
        `@media (min-width: ${width(breakpoint, from)}) {.mantine-hidden-from-${name} {display: none !important;}}`
      );
    })
    .join('');
}

/**
 * Each rarity's colour and the text colour readable on it, on whatever carries its
 * `data-rarity` (item icons, the fish grid's cells): written once here, not in a `style` attribute
 * of each.
 */
export const rarityColors = () =>
  (Object.keys(RARITY_COLORS) as Rarity[])
    .map(
      (rarity) =>
        `[data-rarity='${rarity}'] {--rarity-color: ${RARITY_COLORS[rarity]}; --rarity-text-color: ${RARITY_TEXT_COLORS[rarity]};}`,
    )
    .join('\n');

/**
 * Each tone's light variant (src/components/tones.ts) on whatever carries its `data-tone` (a
 * notice): one rule a tone here, not a block of each look's module.
 */
export const toneColors = () =>
  TONES.map(
    (tone) =>
      `[data-tone='${tone}'] {--tone-light: var(--mantine-color-${tone}-light); --tone-light-color: var(--mantine-color-${tone}-light-color);}`,
  ).join('\n');

/** The stylesheet `virtual:theme.css` serves (scripts/vite/theme-stylesheet.ts). */
export const themeStylesheet = () =>
  `${themeVariables()}\n\n${globalClasses()}\n\n${rarityColors()}\n${toneColors()}\n`;
