import { describe, expect, it } from 'vitest';
import { pruneUnusedCustomProperties } from './unused-custom-properties';

const page = (head: string, body = '') => `<html><head>${head}</head><body>${body}</body></html>`;

describe('pruneUnusedCustomProperties', () => {
  it.each([
    {
      case: 'an ordinary property reads it',
      head: '<style>:root{--a:red;--b:blue}p{color:var(--a)}</style>',
      kept: ['--a:red'],
      dropped: ['--b'],
    },
    {
      case: 'a read property reads another (transitively)',
      head: '<style>:root{--a:var(--b);--b:var(--c);--c:1px;--d:2px}p{margin:var(--a)}</style>',
      kept: ['--a:var(--b)', '--b:var(--c)', '--c:1px'],
      dropped: ['--d'],
    },
    {
      case: 'only an unread property reads it',
      head: '<style>:root{--a:var(--b);--b:1px}</style>',
      kept: [],
      dropped: ['--a', '--b'],
    },
    {
      case: "the markup's style attribute reads it",
      head: '<style>:root{--gap:4px;--unused:0}</style>',
      body: '<div style="gap:var(--gap)"></div>',
      kept: ['--gap:4px'],
      dropped: ['--unused'],
    },
    {
      case: "Mantine's theme element reads it",
      head: '<style>:root{--base:#fff;--x:0}</style><style data-mantine-styles="true">:root{--primary:var(--base)}a{color:var(--primary)}</style>',
      kept: ['--base:#fff'],
      dropped: ['--x'],
    },
  ])('keeps a property when $case', ({ head, body, kept, dropped }) => {
    const ours = /<style>(.*?)<\/style>/s.exec(pruneUnusedCustomProperties(page(head, body)))?.[1];
    for (const declaration of kept) expect(ours).toContain(declaration);
    for (const name of dropped) expect(ours).not.toContain(`${name}:`);
  });

  it("leaves Mantine's own style elements as they are", () => {
    const mantine = '<style data-mantine-styles="true">:root{--unread:1px}</style>';
    expect(pruneUnusedCustomProperties(page(mantine))).toContain(mantine);
  });

  it('removes the rules and media queries it leaves empty, and keeps the other rules whole', () => {
    const html = pruneUnusedCustomProperties(
      page('<style>:root{--a:1px}@media (min-width:1px){:root{--b:2px}}p{color:red}</style>'),
    );
    expect(html).toContain('<style>p{color:red}</style>');
  });
});
