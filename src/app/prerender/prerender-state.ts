import type { DehydratedState } from '@tanstack/react-query';

/** Written into a prerendered page as JSON, read back before hydration. */
export interface PrerenderState {
  /** The route loaders' data, by route id (the router hydrates with it instead of loading again). */
  loaderData: Record<string, unknown>;
  /** The catalog assets the page was rendered with. */
  queries: DehydratedState;
}

/** The id of the `<script type="application/json">` holding the state (data, so CSP allows it). */
export const PRERENDER_STATE_ID = 'prerender-state';

/** The prerendered page's state, or undefined when the page was not prerendered. */
export function readPrerenderState(): PrerenderState | undefined {
  const script = document.getElementById(PRERENDER_STATE_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as PrerenderState;
  } catch {
    return undefined;
  }
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** What the browser needs to hydrate exactly this markup. */
  state: PrerenderState;
  /**
   * The source paths of the page's route modules and its language's page catalog (their chunks
   * are linked into the page).
   */
  modules: string[];
  /** What the page's `<head>` says of its language. */
  head: PageHead;
}

/** A page's language in its `<head>`: `<html lang>`, the description, the other languages' twins. */
export interface PageHead {
  /** `<html lang>`: a BCP 47 tag. */
  lang: string;
  /** `<meta name="description">`, in the page's language. */
  description: string;
  /** `<link rel="alternate" hreflang>`: the same page in every language, and `x-default`. */
  alternates: { hreflang: string; href: string }[];
}

/** What the server entry (render-page.tsx) exports to the build's prerender step. */
export interface PrerenderServerEntry {
  renderPage: (url: string) => Promise<RenderedPage>;
  prerenderedPaths: () => string[];
  /** The empty shell of each language but English: its file (`de/200.html`) and its head. */
  languageShells: () => { path: string; head: PageHead }[];
  PRERENDER_ORIGIN: string;
  PRERENDER_STATE_ID: string;
}
