/** Inserted preloads a task: each costs Chromium 2–3 ms at 4× throttle; 76 at once, 85–250 ms. */
const PER_TASK = 4;
/**
 * Nodes in the first task: the entry and the chunks listed first, its own imports and the start
 * steps, which it waits for before anything runs (listed later, they were asked for only once the
 * paint-time script's `Intl` fill, queued in between, was done).
 */
const FIRST_TASK = 8;

/** What starting the code needs of the browser (the tests give stand-ins). */
export interface StartTimers {
  requestAnimationFrame: (run: () => void) => unknown;
  setTimeout: (run: () => void, ms: number) => unknown;
}

function link(document: Document, rel: string, path: string) {
  const element = document.createElement('link');
  element.rel = rel;
  element.crossOrigin = '';
  element.href = path.charAt(0) === '/' ? path : `/${path}`;
  return element;
}

const listed = (code: Element, name: string) =>
  (code.getAttribute(name) ?? '').split(' ').filter(Boolean);

/**
 * Starts a prerendered page's code once the page has painted: its scripts wait in
 * `<template id="page-code">` (scripts/lib/prerender.ts), so loading and starting them does not
 * hold the first paint back. A hidden tab paints nothing; after 1 s it starts there too. The
 * page's stylesheets are linked first, then the entry script goes in, then the preloads of the
 * chunks and asset files (listed by path on the template: `data-stylesheets`,
 * `data-modulepreload`, `data-fetch-preload`), `FIRST_TASK` nodes at once, then `PER_TASK` a
 * task.
 */
export function startPageCode(document: Document, timers: StartTimers) {
  let started = false;
  const start = () => {
    const code = document.getElementById('page-code') as HTMLTemplateElement | null;
    if (started || !code) return;
    started = true;
    // The page painted from its inlined rules (scripts/lib/critical-css.ts). Its stylesheets are
    // linked now, appended in their listed order, so the cascade keeps it; a few KB beside the
    // code's ~200, they arrive well before it runs.
    listed(code, 'data-stylesheets').forEach((path) => {
      document.head.appendChild(link(document, 'stylesheet', path));
    });
    const nodes: Node[] = Array.prototype.slice.call(code.content.cloneNode(true).childNodes);
    // The chunks, then the asset files the page was rendered with: the app's asset query asks
    // the files with fetch's defaults (CORS mode, same-origin credentials), which `crossorigin`
    // matches, so it reuses these loads instead of asking again.
    listed(code, 'data-modulepreload').forEach((path) => {
      nodes.push(link(document, 'modulepreload', path));
    });
    listed(code, 'data-fetch-preload').forEach((address) => {
      const preload = link(document, 'preload', address);
      preload.as = 'fetch';
      nodes.push(preload);
    });
    const insertSome = (count: number) => {
      nodes.splice(0, count).forEach((node) => document.head.appendChild(node));
      if (nodes.length) timers.setTimeout(() => insertSome(PER_TASK), 0);
    };
    insertSome(FIRST_TASK);
    // The app asks for the asset files before it hydrates (`seedPageAssets`): every preload goes in
    // first, or a file whose preload is still waiting is asked for twice.
    window.__insertPagePreloads = () => insertSome(nodes.length);
  };
  // A frame's animation callbacks run before its paint, a task queued there after it.
  timers.requestAnimationFrame(() => timers.setTimeout(start, 0));
  timers.setTimeout(start, 1000);
}
