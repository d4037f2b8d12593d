import { describe, expect, it } from 'vitest';
import { endpointKey, everyEndpoint, type Endpoint } from '@kingside/contract';
import { documentedRoutes, fillPath, type DocumentedRoute } from '../test-support/openapi-routes.js';
import { account } from '../test-support/accounts.js';
import { useTestApp } from '../test-support/index.js';

/** A request every part of which its schema refuses: path and query values of the wrong kind, a body that is not JSON or not a form. */
interface Malformed {
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

function malformed(endpoint: Endpoint, route: DocumentedRoute): Malformed | undefined {
  // A blank for a text parameter (they are trimmed and may not be empty), a word for a number.
  const params = Object.fromEntries(route.pathParams.map((name) => [name, route.pathSchemas[name]?.type === 'string' ? ' ' : 'not-a-number']));
  const query = Object.keys(route.query)
    .map((name) => `${name}=not-a-number`)
    .join('&');
  const url = `${fillPath(route, params)}${query ? `?${query}` : ''}`;
  if (endpoint.multipart) return { url, payload: 'not a form', headers: { 'content-type': 'multipart/form-data' } };
  if (endpoint.method !== 'GET') return { url, payload: '{"not json', headers: { 'content-type': 'application/json' } };
  if (route.pathParams.length > 0 || query) return { url, headers: {} };
  return undefined;
}

let ipSequence = 0;
const nextIp = () => `10.78.0.${(ipSequence += 1) % 250}`;

// An anonymous caller's malformed request was validated before anyone asked who called, so 9 routes answered
// 400 (and a message about the request's shape) where 401 was due: who calls is checked before what they send,
// and so is their role.
describe('guarded routes answer an anonymous caller 401 and a caller of the wrong role 403, not 400, whatever the request looks like', () => {
  const t = useTestApp('pglite');

  it('answers 401 to an anonymous malformed request on every route the endpoint table guards, 403 to a player on the routes for organisers, and 400 to the same request from an admin', async () => {
    const admin = await account(t, 'admin');
    const player = await account(t, 'player');
    const routes = new Map((await documentedRoutes(t.app)).map((route) => [route.key, route]));
    const guarded = everyEndpoint.filter((endpoint) => endpoint.access !== 'public');
    const differences: string[] = [];
    const unmalformable: string[] = [];
    for (const endpoint of guarded) {
      const key = endpointKey(endpoint);
      const route = routes.get(key);
      if (!route) throw new Error(`${key} is not a documented route`);
      const request = malformed(endpoint, route);
      if (!request) {
        unmalformable.push(key);
        continue;
      }
      const send = (token?: string) =>
        t.app.inject({
          method: endpoint.method,
          url: request.url,
          payload: request.payload,
          remoteAddress: nextIp(),
          headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
      // A token in the body is the caller's credential there: nobody is known to call until the body is read.
      const anonymousWants = endpoint.tokenInBody ? 400 : 401;
      const [anonymous, signedIn] = [await send(), await send(admin.token)];
      if (anonymous.statusCode !== anonymousWants) differences.push(`${key}: anonymous got ${anonymous.statusCode} (${anonymous.body})`);
      if (endpoint.access !== 'signed-in') {
        const asPlayer = await send(player.token);
        if (asPlayer.statusCode !== 403) differences.push(`${key}: a player got ${asPlayer.statusCode} (${asPlayer.body})`);
      }
      // The same request from the admin, whom every guard lets in, shows it really is malformed.
      if (signedIn.statusCode !== 400) differences.push(`${key}: the admin got ${signedIn.statusCode}, so the request was not malformed`);
    }
    expect(differences).toEqual([]);
    // Only bodiless GETs without parameters cannot be sent malformed; an anonymous call to them is refused by the authorization matrix.
    expect(unmalformable.every((key) => key.startsWith('GET ') && !key.includes('{'))).toBe(true);
    expect(guarded.length - unmalformable.length).toBeGreaterThan(100);
  });
});
