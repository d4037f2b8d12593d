import { describe, expect, it } from 'vitest';
import { endpoints } from '@kingside/contract';
import { call, endpointUrl } from './endpoint-call.js';

describe('calls built from the endpoint table', () => {
  it('fills the path parameters (encoded), and keeps the query, the body and the schema of the success', () => {
    const made = call(endpoints.players.update, { params: { id: 'a b/c' }, body: { club: 'Pune' } });
    expect(made).toEqual({
      method: 'PATCH',
      path: '/api/players/update-player-info/a%20b%2Fc',
      query: undefined,
      body: { club: 'Pune' },
      response: endpoints.players.update.response[200],
    });
    expect(call(endpoints.pairings.list, { query: { round: 2, tournamentId: 't' } })).toMatchObject({
      path: '/api/tournament/get-pairings',
      query: { round: 2, tournamentId: 't' },
    });
  });

  it('reads a created answer (201) with its own schema', () => {
    expect(call(endpoints.tournaments.create, { body: { name: 'Open', rounds: 5 } }).response).toBe(endpoints.tournaments.create.response[201]);
  });

  it('refuses an endpoint that answers no JSON, which is fetched by its address instead', () => {
    expect(() => call(endpoints.playersUpload.template, { query: { format: 'csv' } })).toThrow(/answers no JSON/);
    expect(endpointUrl(endpoints.playersUpload.template, { query: { format: 'csv' } })).toBe('/api/players/upload-template?format=csv');
    expect(endpointUrl(endpoints.live.stream, { params: { id: 'x' }, query: { appKey: undefined } })).toBe('/api/tournament/x/live');
  });
});

/** Every source of the web app but the tests, as text (Vite reads them at build time of the test). */
const webSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

describe('the web app’s API addresses', () => {
  it('all come from the endpoint table: no source spells out an /api/ path', () => {
    expect(Object.keys(webSources).length).toBeGreaterThan(100);
    // The route preload runs before the app, too small to carry the contract: its few addresses are spelled out,
    // and routePreload.test.ts checks each against the address the app asks for through the table.
    const spelled = Object.entries(webSources).filter(([path, text]) => path !== '../features/layout/routePreload.ts' && /['"`]\/api\//.test(text));
    expect(spelled.map(([path]) => path)).toEqual([]);
  });
});
