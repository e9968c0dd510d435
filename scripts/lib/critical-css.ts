// A prerendered page paints from the rules its own markup uses, inlined; the stylesheets follow
// after the first paint. Render-blocking, Mantine's stylesheets (~135 KB) held the first paint back
// by 2–3× an empty page at 4× CPU throttle; the same page without them paints at about 1.1×
// (docs/start-up.md "The build side").
import Beasties from 'beasties';
import { pruneUnusedCustomProperties } from './unused-custom-properties';

/** Lists, in their order, the stylesheets that `src/paint/start-after-paint.ts` links after the paint. */
export const DEFERRED_STYLESHEETS = 'data-stylesheets';

const STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * Takes the stylesheet links out of the page and lists their paths, in order, on the element that
 * `listOn` opens (the page's code template): the start script links them after the first paint,
 * appended to the head in that order, so the cascade keeps it. Linked with `media="print"` (loaded,
 * not applied), their responses and parsing took the main thread before the first paint, ~80 ms
 * for the 11 of `/` at 4× throttle (docs/performance.md "First frame"). Without JavaScript,
 * `<noscript>` links each in place.
 */
export function deferStylesheets(html: string, listOn: string): string {
  const paths: string[] = [];
  const unlinked = html.replace(STYLESHEET, (link, _crossorigin, path: string) => {
    paths.push(path);
    return `<noscript>${link}</noscript>`;
  });
  if (!unlinked.includes(listOn))
    throw new Error(`The page has no ${listOn}> to list its styles on.`);
  return unlinked.replace(listOn, `${listOn} ${DEFERRED_STYLESHEETS}="${paths.join(' ')}"`);
}

/**
 * Inlines, before a page's stylesheet links, the rules of those stylesheets that match its markup
 * (with their media queries, and the keyframes they use) and the custom properties the page reads,
 * then defers the links (`deferStylesheets`).
 */
export function createCriticalStyles(outDir: string, listStylesheetsOn: string) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // The links stay as they are (`deferStylesheets` handles them: Beasties' own loaders are
    // inline scripts or `onload` attributes, which the CSP's `script-src 'self'` blocks).
    // @ts-expect-error `false` is documented ("Disables adding preload tags"), not in the type.
    preload: false,
    // A `<style>` React wrote (Mantine's responsive style props) is React's to hydrate.
    reduceInlineStyles: false,
    pruneSource: false,
    // Rules that match only once the paint-time script (`src/paint/`) has marked `<html>`, which
    // the build's markup does not show yet: the regions tab's daily box, and what the clocks'
    // phases show and hide before the code runs (the region page's auto filter), and the clock
    // parts it fills only after the first paint.
    // And the theme's dark-scheme variables (`:root[data-mantine-color-scheme=dark]`, from the
    // static stylesheet): Beasties does not match that selector on <html>, and without them the
    // first paint's text was black until the stylesheets applied.
    allowRules: [
      /\[data-daily-(variant|on)/,
      /\[data-phase-(tyria|cantha)/,
      /^:root\[data-mantine-color-scheme=['"]?dark/,
      /^:root\[data-paint-pending/,
    ],
    compress: true,
    logLevel: 'warn',
  });
  return async (html: string) =>
    deferStylesheets(pruneUnusedCustomProperties(await beasties.process(html)), listStylesheetsOn);
}
