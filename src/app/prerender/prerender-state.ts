import type { QueryKey } from '@tanstack/react-query';

/**
 * Written into a prerendered page as JSON, read back before hydration: only what the browser
 * cannot recompute. The assets' data is not in it: the browser loads their files, which the head
 * preloads (docs/start-up.md "The page's state").
 */
export interface PrerenderState {
  /** The route loaders' data, by route id (the router hydrates with it instead of loading again). */
  loaderData: Record<string, unknown>;
  /** The query keys of the catalog assets the page was rendered with. */
  assets: QueryKey[];
}

/** The id of the `<script type="application/json">` holding the state (data, so CSP allows it). */
export const PRERENDER_STATE_ID = 'prerender-state';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The prerendered page's state, or undefined when the page was not prerendered (or its state is
 * not of this shape: a page of another version renders from scratch).
 */
export function readPrerenderState(): PrerenderState | undefined {
  const script = document.getElementById(PRERENDER_STATE_ID);
  if (!script?.textContent) return undefined;
  let state: unknown;
  try {
    state = JSON.parse(script.textContent);
  } catch {
    return undefined;
  }
  if (!isRecord(state) || !isRecord(state.loaderData) || !Array.isArray(state.assets)) {
    return undefined;
  }
  const assets: unknown[] = state.assets;
  if (!assets.every(Array.isArray)) return undefined;
  return { loaderData: state.loaderData, assets: assets as QueryKey[] };
}

/** One catalog file a prerendered page was rendered with. */
export interface PageAssetFile {
  /** Its address as the app's asset query asks it (`/assets/…?version=`): the head preloads it. */
  href: string;
  /** The data the page was rendered with: the build checks the file reads as exactly this. */
  data: unknown;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** What the browser needs to hydrate exactly this markup, besides the asset files. */
  state: PrerenderState;
  /** The asset files `state.assets` names, in the same order. */
  assetFiles: PageAssetFile[];
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
