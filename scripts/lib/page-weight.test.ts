import { describe, expect, it } from 'vitest';
import { styleAttributes } from './page-weight';

describe('styleAttributes', () => {
  it.each([
    ['no attribute', '<div class="a">style="x"</div>', 0, 0],
    ['one', '<div style="color:red">', 1, ' style="color:red"'.length],
    ['an empty one', '<span style="">', 1, ' style=""'.length],
    [
      'several, with other attributes between',
      '<p id="x" style="a:b"><i class="c" style="--d:1px;e:f"></i></p>',
      2,
      ' style="a:b"'.length + ' style="--d:1px;e:f"'.length,
    ],
    ['not a data attribute that ends in style', '<b data-style="x" mystyle="y">', 0, 0],
  ])('%s', (_, html, count, bytes) => {
    expect(styleAttributes(html)).toEqual({ count, bytes });
  });
});
