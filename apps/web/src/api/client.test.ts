import { describe, expect, it } from 'vitest';
import { APP_KEY_HEADER, endpoints } from '@kingside/contract';
import { ApiRequestError, buildUrl, createApiClient, malformedMessage, requestHeaders, unreachableMessage } from './client.js';
import { call } from './endpoint-call.js';

describe('request headers', () => {
  it('sends the stored token as bearer', () => {
    expect(requestHeaders('abc', undefined, undefined).Authorization).toBe('Bearer abc');
  });
  it('sends an empty bearer when signed out', () => {
    expect(requestHeaders(null, undefined, undefined).Authorization).toBe('Bearer ');
  });
  it('sends the application key only when the build has one', () => {
    expect(APP_KEY_HEADER.toLowerCase()).toBe('x-app-key');
    expect(requestHeaders(null, 'k-123', undefined)[APP_KEY_HEADER]).toBe('k-123');
    expect(requestHeaders(null, undefined, undefined)).not.toHaveProperty(APP_KEY_HEADER);
    expect(requestHeaders(null, '', undefined)).not.toHaveProperty(APP_KEY_HEADER);
  });
  it('marks JSON bodies but leaves multipart to the browser', () => {
    expect(requestHeaders(null, undefined, { a: 1 })['Content-Type']).toBe('application/json');
    expect(requestHeaders(null, undefined, new FormData())).not.toHaveProperty('Content-Type');
    expect(requestHeaders(null, undefined, undefined)).not.toHaveProperty('Content-Type');
  });

  it("asks for the server's messages in the language the app speaks", () => {
    expect(requestHeaders(null, undefined, undefined, 'hi')['Accept-Language']).toBe('hi');
    expect(requestHeaders(null, undefined, undefined)).not.toHaveProperty('Accept-Language');
  });
});

describe('urls', () => {
  it('adds the defined query values', () => {
    expect(buildUrl('/api/tournament/get-tournaments', { limit: 1000, offset: 0, q: undefined })).toBe('/api/tournament/get-tournaments?limit=1000&offset=0');
    expect(buildUrl('/api/health')).toBe('/api/health');
  });
});

interface Seen {
  url: string;
  init: RequestInit;
}

function clientAnswering(status: number, body: string, token: string | null = 't0k', appKey?: string) {
  const seen: Seen[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    seen.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { client: createApiClient({ fetch: fetchStub, token: () => token, appKey }), seen };
}

const user = {
  id: '2b1f0f52-8c3a-4c55-9d7e-3f7f0d1d2a10',
  name: 'Ada',
  email: 'ada@example.org',
  phone: null,
  role: 'organiser',
  createdAt: '2026-11-21T07:00:00.000Z',
  locale: null,
};

describe('api client', () => {
  it('posts JSON with the headers and returns the parsed answer', async () => {
    const answer = {
      message: 'Signed in',
      data: { user, role: 'organiser', tokens: { access: { token: 'new', expires: '2026-12-21T07:00:00.000Z' } } },
    };
    const { client, seen } = clientAnswering(200, JSON.stringify(answer), 'old', 'key');
    const result = await client(call(endpoints.auth.login, { body: { email: 'ada@example.org', password: 'pw' } }));
    expect(result.data.tokens.access.token).toBe('new');
    expect(result.message).toBe('Signed in');
    expect(seen[0].url).toBe('/api/auth/login');
    expect(seen[0].init.method).toBe('POST');
    expect(seen[0].init.body).toBe('{"email":"ada@example.org","password":"pw"}');
    expect(seen[0].init.headers).toMatchObject({ Authorization: 'Bearer old', [APP_KEY_HEADER]: 'key' });
  });

  it("surfaces the server's message and field on failure", async () => {
    const { client } = clientAnswering(401, JSON.stringify({ message: 'Wrong email or password', field: 'password' }));
    const failure = client(call(endpoints.auth.login, { body: { email: 'ada@example.org', password: 'wrong' } }));
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ message: 'Wrong email or password', status: 401, field: 'password' });
  });

  it('names the status when a failure is not the contract error shape', async () => {
    const { client } = clientAnswering(502, '<html>Bad gateway</html>');
    await expect(client(call(endpoints.auth.logout))).rejects.toMatchObject({
      message: 'The server refused the request (HTTP 502).',
      status: 502,
    });
  });

  it('refuses an answer that does not match the contract', async () => {
    const { client } = clientAnswering(200, JSON.stringify({ message: 'ok', data: { name: 'no id' } }));
    await expect(client(call(endpoints.auth.currentUser, { body: { token: 'x' } }))).rejects.toMatchObject({
      message: malformedMessage(),
    });
  });

  it('reports an unreachable server as status 0', async () => {
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      token: () => null,
    });
    await expect(client(call(endpoints.auth.logout))).rejects.toMatchObject({
      message: unreachableMessage(),
      status: 0,
    });
  });
});
