import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppLogo } from './app-logo';
import favicon from '../../../public/favicon.svg?raw';

const shapes = (svg: string) =>
  svg.match(/<(circle|path)\b[^>]*\/?>/g)?.map((s) => s.replace(/\s*\/?>$/, '')) ?? [];

describe('AppLogo', () => {
  it('draws the favicon’s shapes, hidden from assistive technology', () => {
    const logo = renderToStaticMarkup(<AppLogo size={28} />);
    expect(shapes(logo)).toEqual(shapes(favicon));
    expect(shapes(logo)).toHaveLength(3);
    expect(logo).toMatch(/viewBox="0 0 64 64"[^>]*aria-hidden="true"/);
  });
});
