import { describe, expect, it } from 'vitest';
import { endpoints } from '@kingside/contract';
import { endpointUrl } from '../../api/endpoint-call.js';
import { TOKEN_KEY } from '../../api/token.js';
import { PAGE_SIZE } from '../tournament/usePagedTournaments.js';
import { PUBLIC_VIEWS } from '../tournament/publicTabs.js';
import { preloadsFor, TOKEN_STORAGE_KEY, VIEWS, type PageFiles } from './routePreload.js';

const id = '0b7e2a58-54a1-4f7e-9d8c-2f4f3c1a9e10';
const files: PageFiles = {
  tournaments: ['/assets/Tournaments.js'],
  'tournament-detail': ['/assets/TournamentDetail.js', '/assets/PublicTournament.js'],
  'tournament-view': ['/assets/TournamentView.js', '/assets/PublicTournament.js'],
};
// The app's own first calls on each page, as its hooks write them (the preloads are only used if they match exactly).
const details = endpointUrl(endpoints.tournaments.details, { params: { id } });

describe('route preloads', () => {
  it('ask for the tournament list page and its first page of tournaments', () => {
    expect(preloadsFor('/tournaments', false, files)).toEqual({
      modules: ['/assets/Tournaments.js'],
      answers: [endpointUrl(endpoints.tournaments.publicList, { query: { limit: PAGE_SIZE, offset: 0 } })],
    });
  });

  it("ask for a round's pairings and standings with the tournament", () => {
    expect(preloadsFor(`/tournaments/${id}/pairings/7`, false, files)).toEqual({
      modules: files['tournament-view'],
      answers: [details, endpointUrl(endpoints.pairings.list, { query: { round: 7, tournamentId: id } })],
    });
    expect(preloadsFor(`/tournaments/${id}/standings/3`, false, files).answers).toEqual([
      details,
      endpointUrl(endpoints.results.ranking, { query: { round: 3, tournamentId: id } }),
    ]);
  });

  it('ask for the tournament alone where the round is not in the address', () => {
    expect(preloadsFor(`/tournaments/${id}`, false, files)).toEqual({ modules: files['tournament-detail'], answers: [details] });
    expect(preloadsFor(`/tournaments/${id}/standings`, false, files)).toEqual({ modules: files['tournament-view'], answers: [details] });
    expect(preloadsFor(`/tournaments/${id}/crosstable/`, false, files).answers).toEqual([details]);
  });

  it('preload no answer for a signed-in visitor, whose calls carry their token', () => {
    expect(preloadsFor(`/tournaments/${id}/standings/3`, true, files)).toEqual({ modules: files['tournament-view'], answers: [] });
    expect(TOKEN_STORAGE_KEY).toBe(TOKEN_KEY);
  });

  it("know the tournament page's views", () => {
    expect(VIEWS).toEqual(PUBLIC_VIEWS);
  });

  it('ask for nothing elsewhere, nor for an address that names no tournament', () => {
    for (const path of ['/', '/admin/dashboard', '/tournaments/42', `/tournaments/${id}/hall`, `/tournaments/${id}/board/1/2`, '/player/1']) {
      expect(preloadsFor(path, false, files), path).toEqual({ modules: [], answers: [] });
    }
  });
});
