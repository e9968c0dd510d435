/**
 * The theme colours a look takes as its tone, on whatever carries `data-tone` (a notice): each
 * tone's Mantine light variant, `--tone-light` (the tint) and `--tone-light-color` (words on it),
 * written once into the theme's stylesheet (scripts/lib/theme-stylesheet.ts). `cyan` is the
 * theme's primary colour.
 */
export const TONES = ['cyan', 'blue', 'teal', 'yellow', 'orange', 'red', 'gray'] as const;

/** A tone of `TONES`. */
export type Tone = (typeof TONES)[number];
