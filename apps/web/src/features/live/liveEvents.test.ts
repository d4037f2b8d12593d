import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@kingside/contract';
import { tournamentCall } from '../../api/tournaments.js';
import { pairingsCall, rankingCall } from '../../api/rounds.js';
import { lichessGamesCall, lichessLinkCall } from '../../api/lichess-link.js';
import { publicPrizeListCall } from '../../api/prize-list.js';
import { claimKeys, lineupKeys, playerKeys, roundKeys, teamKeys, tournamentKeys } from '../../api/query-keys/tournament.js';
import { everythingOf, keysToRefresh, liveUrl, parseLiveEvent, reconnectDelay } from './liveEvents.js';

const id = '7f1c2b9e-4a51-4c1e-9b7a-2f4d6c8e0a13';
const event = (kind: LiveEvent['kind'], round: number | null = 3): LiveEvent => ({ tournamentId: id, kind, round, at: '2026-03-01T10:00:00.000Z' });

describe('live stream address', () => {
  it('is the tournament stream, with the application key as a query parameter when the build has one', () => {
    expect(liveUrl(id)).toBe(`/api/tournament/${id}/live`);
    expect(liveUrl(id, 'k&y=1')).toBe(`/api/tournament/${id}/live?appKey=k%26y%3D1`);
  });
});

describe('parseLiveEvent', () => {
  it('reads an event and ignores what it does not understand', () => {
    expect(parseLiveEvent(JSON.stringify(event('results')))).toEqual(event('results'));
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ ...event('results'), kind: 'earthquake' }))).toBeNull();
    expect(parseLiveEvent(undefined)).toBeNull();
  });
});

describe('keysToRefresh', () => {
  it("after a result: the round, every round's standings, the tournament, the players and their cards", () => {
    expect(keysToRefresh(event('results'))).toEqual([
      tournamentKeys.details(id),
      roundKeys.pairings(id, 3),
      roundKeys.rankings(id),
      playerKeys.lists(id),
      playerKeys.cards,
    ]);
  });

  it("after a pairing: that round's boards and standings, not the earlier rounds", () => {
    const keys = keysToRefresh(event('paired', 4));
    expect(keys).toContainEqual(roundKeys.pairings(id, 4));
    expect(keys).toContainEqual(roundKeys.ranking(id, 4));
    expect(keys).not.toContainEqual(roundKeys.pairings(id, 3));
  });

  it("after a pairing: a team event's matches, crosstable and team cards", () => {
    const keys = keysToRefresh(event('paired', 4));
    expect(keys).toContainEqual(teamKeys.crosstable(id));
    expect(keys).toContainEqual(teamKeys.cards(id));
    // The round's matches sit under its pairings, the team standings under the standings.
    expect(teamKeys.matches(id, 4).slice(0, roundKeys.pairings(id, 4).length)).toEqual(roundKeys.pairings(id, 4));
    expect(teamKeys.standings(id, 4).slice(0, roundKeys.rankings(id).length)).toEqual(roundKeys.rankings(id));
  });

  it('after a player change: every round (late entries get rows in each) and the player list', () => {
    expect(keysToRefresh(event('players', null))).toEqual([tournamentKeys.details(id), roundKeys.tournament(id), playerKeys.lists(id), playerKeys.cards]);
  });

  it('a start or the end of the tournament only changes its state', () => {
    expect(keysToRefresh(event('round_started'))).toEqual([tournamentKeys.details(id), roundKeys.pairings(id, 3)]);
    expect(keysToRefresh(event('finished'))).toEqual([tournamentKeys.details(id)]);
  });

  // The keys the live stream refreshes are the ones the reads are cached under (one module names both): a refresh
  // reaches the cached answer itself, not a key spelt alike by hand.
  const refreshes = (keys: QueryKey[], cached: QueryKey) => keys.some((key) => partialMatchKey(cached, key));

  it("reaches the public pages' cached reads", () => {
    const afterResult = keysToRefresh(event('results'));
    expect(refreshes(afterResult, tournamentCall(id).queryKey)).toBe(true);
    expect(refreshes(afterResult, pairingsCall(id, 3).queryKey)).toBe(true);
    expect(refreshes(afterResult, rankingCall(id, 1).queryKey)).toBe(true);
    expect(refreshes(afterResult, lichessLinkCall(id).queryKey)).toBe(true);
    expect(refreshes(afterResult, pairingsCall(id, 2).queryKey)).toBe(false);
    expect(refreshes(keysToRefresh(event('result_claims')), claimKeys.board(id, 3, 1))).toBe(true);
    const resync = everythingOf(id);
    for (const cached of [lichessGamesCall(id).queryKey, playerKeys.details('someone'), playerKeys.myTournaments]) expect(refreshes(resync, cached)).toBe(true);
    expect(refreshes(keysToRefresh(event('settings')), publicPrizeListCall(id).queryKey)).toBe(false);
  });

  it("a lineup set refreshes that round's lineups only; publishing them (the boards) refreshes them with the pairings", () => {
    expect(refreshes(keysToRefresh(event('lineups')), lineupKeys.round(id, 3))).toBe(true);
    expect(refreshes(keysToRefresh(event('lineups')), lineupKeys.round(id, 2))).toBe(false);
    expect(refreshes(keysToRefresh(event('lineups')), pairingsCall(id, 3).queryKey)).toBe(false);
    expect(refreshes(keysToRefresh(event('pairing_changed')), lineupKeys.round(id, 3))).toBe(true);
  });

  it('a resync reads everything again', () => {
    expect(keysToRefresh(event('resync', null))).toEqual(everythingOf(id));
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
