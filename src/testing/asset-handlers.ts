import { http, HttpResponse } from 'msw';

// The committed assets in public/assets/, read at test time (Vite's glob, no network).
const files = import.meta.glob<string>('/public/assets/**/*.json', {
  query: '?raw',
  import: 'default',
});

/** Absolute URL of an asset path as the app requests it (jsdom's page is at http://localhost:3000/). */
export const assetRequestUrl = (path: string) => new URL(`/${path}`, window.location.origin).href;

/** Serves public/assets/ like the static server does: the file as JSON, or 404. */
export const assetHandlers = [
  http.get(assetRequestUrl('assets/*'), async ({ request }) => {
    const load = files[`/public${new URL(request.url).pathname}`];
    if (!load) return HttpResponse.json({ error: 'not found' }, { status: 404 });
    return new HttpResponse(await load(), { headers: { 'Content-Type': 'application/json' } });
  }),
];
