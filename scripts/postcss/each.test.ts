import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { each } from './each';

const run = async (css: string) => (await postcss([each()]).process(css, { from: undefined })).css;

describe('each', () => {
  it.each([
    [
      'one rule a step, in the steps’ order',
      '@each $size in xs, sm{.$(size){font-size:var(--fz-$(size))}}',
      '.xs{font-size:var(--fz-xs)}.sm{font-size:var(--fz-sm)}',
    ],
    [
      'several names take a step’s words in order, in properties too',
      '@each $class $edge in mb bottom,mt top{.$(class){margin-$(edge):0}}',
      '.mb{margin-bottom:0}.mt{margin-top:0}',
    ],
    [
      'inside a layer, into a media query’s parameters',
      '@layer a{@each $at $width in Sm 48em{@media (min-width:$(width)){.from$(at){--n:2}}}}',
      '@layer a{@media (min-width:48em){.fromSm{--n:2}}}',
    ],
    [
      'an each inside another',
      '@each $side in mb,mt{@each $step in Xs,Md{.$(side)$(step){--s:$(step)}}}',
      '.mbXs{--s:Xs}.mbMd{--s:Md}.mtXs{--s:Xs}.mtMd{--s:Md}',
    ],
    [
      'what names no step stays, for simple-vars',
      '@each $size in xs{.$(size){width:$(other) $size}}',
      '.xs{width:$(other) $size}',
    ],
  ])('%s', async (_, input, output) => {
    expect(await run(input)).toBe(output);
  });

  it.each([
    ['a step with too few words', '@each $a $b in x y, z{.$(a){--b:$(b)}}', 'wants 2 words'],
    ['no list', '@each $a{.$(a){}}', 'wants "$name in step, step"'],
  ])('refuses %s', async (_, input, message) => {
    await expect(run(input)).rejects.toThrow(message);
  });
});
