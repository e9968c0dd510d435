import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDER_STATE_ID, readPrerenderState } from './prerender-state';

const krytan = ['asset', '1.4.0', 'region', 'Krytan'];

/** Puts a state element holding `text` into the page, as the prerender writes it. */
function pageWithState(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PRERENDER_STATE_ID;
  script.textContent = text;
  document.body.append(script);
}

describe('readPrerenderState', () => {
  afterEach(() => document.getElementById(PRERENDER_STATE_ID)?.remove());

  it("reads the loaders' data and the assets' query keys", () => {
    pageWithState(JSON.stringify({ loaderData: { region: null }, assets: [krytan] }));
    expect(readPrerenderState()).toEqual({ loaderData: { region: null }, assets: [krytan] });
  });

  it('is undefined on a page without a state (the empty shell)', () => {
    expect(readPrerenderState()).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"loaderData":'],
    ['empty', ''],
    ['not an object', '[]'],
    ['without the loaders’ data', JSON.stringify({ assets: [] })],
    ['the dehydrated queries of an older build', JSON.stringify({ loaderData: {}, queries: {} })],
    ['an asset that is not a query key', JSON.stringify({ loaderData: {}, assets: ['Krytan'] })],
  ])('is undefined for a state %s (the page renders from scratch)', (_, text) => {
    pageWithState(text);
    expect(readPrerenderState()).toBeUndefined();
  });
});
