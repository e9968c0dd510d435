// The harness's floor: an empty static page (and one with a plain text field) served in the same
// run as the app, so routes are reported as ratios to it and machines can be compared.
import { createServer } from 'node:http';

const EMPTY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty page</title></head>
<body><h1>Empty page</h1></body></html>`;

const PLAIN_FIELD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Plain text field</title></head>
<body><h1>Plain text field</h1><label>Text <input type="search" id="field"></label></body></html>`;

export const FLOOR_CONTENT = 'h1';

/** The floor pages on the port after the app's: `/` (empty) and `/field` (a plain text field). */
export function floorUrl(baseUrl: string, path: '/' | '/field' = '/') {
  const url = new URL(baseUrl);
  url.port = String(Number(url.port) + 1);
  return new URL(path, url).href;
}

export function startFloorServer(appPort: number) {
  const server = createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.url === '/field' ? PLAIN_FIELD_PAGE : EMPTY_PAGE);
  });
  server.listen(appPort + 1, '127.0.0.1');
  return server;
}
