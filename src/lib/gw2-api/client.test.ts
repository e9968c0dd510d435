import { fetchGw2Api } from '@gw2api/fetch';
import { http, HttpResponse } from 'msw';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { callGw2Api } from './client';
import { Gw2ApiRequestError, redactAccessToken } from './errors';

const TOKEN = 'SECRET12-3456-7890-ABCD-EF1234567890SECRET12-3456-7890-ABCD-EF1234567890';

const tokenInfo = () =>
  callGw2Api((options) => fetchGw2Api('/v2/tokeninfo', { ...options, accessToken: TOKEN }), TOKEN);

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Gw2ApiRequestError);
  return error as Gw2ApiRequestError;
}

describe('callGw2Api', () => {
  it('sends the schema version and the token, and returns the typed response', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${GW2_API}/v2/tokeninfo`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ id: 'x', name: 'Key', permissions: ['progression'] });
      }),
    );
    expect((await tokenInfo()).permissions).toEqual(['progression']);
    expect(url?.searchParams.get('v')).toBeTruthy();
    expect(url?.searchParams.get('access_token')).toBe(TOKEN);
  });

  it('writes a failed request and its status to the console, without the token (G8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(`${GW2_API}/v2/tokeninfo`, () =>
        HttpResponse.json({ text: 'too many requests' }, { status: 429 }),
      ),
    );
    await errorOf(tokenInfo());
    const logged = warn.mock.calls.map(([text]) => String(text)).join('\n');
    expect(logged).toMatch(/tokeninfo/);
    expect(logged).toMatch(/429/);
    expect(logged).not.toContain(TOKEN);
  });

  it('keeps the token out of error messages', async () => {
    server.use(
      http.get(`${GW2_API}/v2/tokeninfo`, () =>
        HttpResponse.json({ text: `Invalid access token ${TOKEN}` }, { status: 401 }),
      ),
    );
    const error = await errorOf(tokenInfo());
    expect(error.status).toBe(401);
    expect(error.message).toContain('access_token=***');
    expect(error.message).not.toContain(TOKEN);
    expect(error.message).not.toContain('SECRET12');
  });

  it('wraps network failures without the token', async () => {
    server.use(http.get(`${GW2_API}/v2/tokeninfo`, () => HttpResponse.error()));
    const error = await errorOf(tokenInfo());
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/^The GW2 API could not be reached/);
    expect(error.message).not.toContain(TOKEN);
  });
});

describe('redactAccessToken', () => {
  it.each([
    ['https://x/v2/account?access_token=abc-123&v=1', 'https://x/v2/account?access_token=***&v=1'],
    ["'https://x/v2/tokeninfo?access_token=abc'", "'https://x/v2/tokeninfo?access_token=***'"],
    ['Authorization: Bearer abc-123', 'Authorization: Bearer ***'],
    ['nothing secret', 'nothing secret'],
  ])('turns %s into %s', (input, expected) => {
    expect(redactAccessToken(input)).toBe(expected);
  });
});
