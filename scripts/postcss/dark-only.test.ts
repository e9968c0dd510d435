import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { darkOnly } from './dark-only';

const run = async (css: string) =>
  (await postcss([darkOnly()]).process(css, { from: undefined })).css;

describe('dark-only', () => {
  it.each([
    ['a light-scheme rule goes', '[data-mantine-color-scheme=light] .a{color:red}', ''],
    ['quoted, too', `:root[data-mantine-color-scheme='light']{--x:1}`, ''],
    [
      'a rule shared with the dark scheme keeps its dark selector',
      ':where([data-mantine-color-scheme=light]) .a,:where([data-mantine-color-scheme=dark]) .b{color:red}',
      ':where([data-mantine-color-scheme=dark]) .b{color:red}',
    ],
    [
      'dark and scheme-less rules stay',
      '[data-mantine-color-scheme=dark] .a{color:red}.b{color:blue}',
      '[data-mantine-color-scheme=dark] .a{color:red}.b{color:blue}',
    ],
    [
      'inside a media query',
      '@media (min-width:1px){[data-mantine-color-scheme="light"] .a{color:red}.b{color:blue}}',
      '@media (min-width:1px){.b{color:blue}}',
    ],
  ])('%s', async (_, input, output) => {
    expect(await run(input)).toBe(output);
  });
});
