import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { csrfFetch, isRelativeUrl, readCookie, XSRF_HEADER_NAME } from './csrf-fetch';

/** Every request the handlers saw: method, URL and the anti-forgery header (or null). */
let seen: { method: string; url: string; header: string | null }[] = [];

const record = ({ request }: { request: Request }) => {
  seen.push({
    method: request.method,
    url: request.url,
    header: request.headers.get('X-XSRF-TOKEN'),
  });
  return HttpResponse.json({ ok: true });
};

function setCookie(value: string | null) {
  document.cookie =
    value === null
      ? 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
      : `XSRF-TOKEN=${value}; path=/`;
}

beforeEach(() => {
  seen = [];
  server.use(http.all('*/api/echo', record), http.all('https://mail.example.com/f', record));
  setCookie('tok%20en-123');
});
afterEach(() => setCookie(null));

describe('csrfFetch', () => {
  it('names the header after the token cookie', () => {
    expect(XSRF_HEADER_NAME).toBe('X-XSRF-TOKEN');
  });

  it('keeps the token from a path the URL parser reads as another host', async () => {
    server.use(http.all('http://evil.example/x', record));
    await csrfFetch('/\t/evil.example/x', { method: 'POST', body: 'x' });
    expect(seen).toEqual([{ method: 'POST', url: 'http://evil.example/x', header: null }]);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])(
    'sends the decoded cookie value with a relative %s request',
    async (method) => {
      await csrfFetch('/api/echo', { method, body: method === 'DELETE' ? undefined : 'x' });
      expect(seen).toEqual([
        expect.objectContaining({ method: method.toUpperCase(), header: 'tok en-123' }),
      ]);
    },
  );

  it.each(['GET', 'HEAD', undefined])('leaves a relative %s request alone', async (method) => {
    await csrfFetch('/api/echo', method ? { method } : undefined);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.header).toBeNull();
  });

  it('never sends the token to an absolute URL', async () => {
    await csrfFetch('https://mail.example.com/f', { method: 'POST', body: 'x' });
    expect(seen).toEqual([expect.objectContaining({ header: null })]);
  });

  it('sends no header when the cookie is missing', async () => {
    setCookie(null);
    await csrfFetch('api/echo', { method: 'POST', body: 'x' });
    expect(seen).toEqual([expect.objectContaining({ header: null })]);
  });

  it('keeps the other headers and a header the caller set', async () => {
    server.use(
      http.post('*/api/echo', ({ request }) => {
        seen.push({
          method: 'POST',
          url: request.url,
          header: request.headers.get('X-XSRF-TOKEN'),
        });
        return HttpResponse.json({ accept: request.headers.get('Accept') });
      }),
    );
    const response = await csrfFetch('/api/echo', {
      method: 'POST',
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': 'mine' },
    });
    expect(await response.json()).toEqual({ accept: 'application/json' });
    expect(seen[0]?.header).toBe('mine');
  });
});

describe('isRelativeUrl', () => {
  it.each([
    ['/api/feedback', true],
    ['api/feedback', true],
    ['./feedback?x=1', true],
    ['https://example.com/f', false],
    ['HTTP://example.com/f', false],
    ['//example.com/f', false],
    ['mailto:someone@example.com', false],
    ['/\\evil.example/phish', false],
    ['/\t/evil.example/x', false],
    [' //evil.example/x', false],
    ['\\\\evil.example/x', false],
    ['https:evil.example', false],
    ['http://[bad', false],
  ])('%s → %s', (url, expected) => {
    expect(isRelativeUrl(url)).toBe(expected);
  });
});

describe('readCookie', () => {
  it.each([
    ['a=1; XSRF-TOKEN=abc; b=2', 'abc'],
    ['XSRF-TOKEN=a%3Db', 'a=b'],
    ['XSRF-TOKEN=%E0%A4%A', '%E0%A4%A'],
    ['OTHER-XSRF-TOKEN=abc', undefined],
    ['', undefined],
  ])('reads %j', (cookies, expected) => {
    expect(readCookie('XSRF-TOKEN', cookies)).toBe(expected);
  });
});
