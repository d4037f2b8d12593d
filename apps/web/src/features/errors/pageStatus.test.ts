import { describe, expect, it } from 'vitest';
import { pageStatus } from './pageStatus.js';

const id = '0b6f1c1e-6a55-4c3a-9d5e-2f0a7c1d9e11';

describe('pageStatus', () => {
  it('answers 200 for the app pages', () => {
    for (const path of [
      '/',
      '/tournaments',
      `/tournaments/${id}`,
      `/tournaments/${id}/pairings`,
      `/tournaments/${id}/pairings/3`,
      `/tournaments/${id}/standings/99`,
      `/tournaments/${id}/pairings/2/why`,
      `/tournaments/${id}/pairings/2/why-matches`,
      `/tournaments/${id}/teams`,
      `/tournaments/${id}/boards`,
      `/tournaments/${id}/match/2/3`,
      `/tournaments/${id}/team/${id}`,
      `/tournaments/${id}/board/2/5`,
      `/tournaments/${id}/hall`,
      `/score-update/${id}/1`,
      `/player/${id}`,
      `/player/${id}/${id}`,
      '/prize-payee/abc',
      '/sign-in',
      '/admin',
      '/admin/dashboard',
      `/admin/tournament/${id}`,
      '/admin/create-brochure',
      '/connect-lichess',
    ]) {
      expect(pageStatus(path), path).toBe(200);
    }
  });

  it('answers 404 for an address no route takes, or whose parts cannot name anything', () => {
    for (const path of [
      '/nonsense',
      '/admin/nonsense',
      `/tournaments/${id}/foo`,
      `/tournaments/${id}/pairings/x`,
      `/tournaments/${id}/pairings/0`,
      '/tournaments/not-an-id',
      '/score-update/x/1',
      `/score-update/${id}/first`,
      `/tournaments/${id}/board/1/b`,
      '/player/nobody',
      `/tournaments/${id}/pairings/2/why/not`,
      `/tournaments/${id}/match/2/x`,
      `/tournaments/${id}/team/not-a-team`,
    ]) {
      expect(pageStatus(path), path).toBe(404);
    }
  });
});
