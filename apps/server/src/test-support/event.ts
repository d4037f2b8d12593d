import { expect } from 'vitest';
import {
  clubResponse,
  roundPairingsResponse,
  managedPlayerResponse,
  playersRankingResponse,
  tiebreakExplanationResponse,
  tournamentResponse,
  type AddPlayerBody,
  type GameResult,
  type PlayersRanking,
  type RoundPairings,
  type TiebreakExplanation,
  type Tournament,
} from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { tournaments } from '../db/schema/index.js';
import type { TestApp } from './index.js';
import { as, expectOk, type Account } from './accounts.js';

/** Creates a tournament of exactly this body as the account, which must succeed. */
export async function createTournament(t: TestApp, who: Account, body: Record<string, unknown>): Promise<Tournament> {
  const answer = await as(t, who).post('/api/tournament/create', body);
  expectOk(answer, 201);
  return tournamentResponse.parse(answer.body).data;
}

/** The account that owns the tournament, read from the database: no answer of the API carries it. */
export async function ownerOf(t: TestApp, tournamentId: string): Promise<string | undefined> {
  const [row] = await t.app.ctx.db.select({ ownerId: tournaments.ownerId }).from(tournaments).where(eq(tournaments.id, tournamentId));
  return row?.ownerId;
}

/** A club the creator made and every colleague accepted the invitation to manage: its id. */
export async function clubManagedBy(t: TestApp, creator: Account, colleagues: Account[], name: string): Promise<string> {
  const created = await as(t, creator).post('/api/tournament/create-club', { name, managers: colleagues.map((c) => c.email) });
  expectOk(created, 201);
  const clubId = clubResponse.parse(created.body).data.id;
  for (const colleague of colleagues) expectOk(await as(t, colleague).post(`/api/tournament/club-invitations/${clubId}/accept`));
  return clubId;
}

/** Drives a tournament through the API as its organiser. */
export function organiserOf(t: TestApp, who: Account) {
  const api = as(t, who);
  const create = async (body: Record<string, unknown>): Promise<string> =>
    (await createTournament(t, who, { name: 'Test Open', initialColour: 'w', ...body })).id;
  const add = async (tournamentId: string, player: AddPlayerBody) => {
    const answer = await api.post(`/api/players/add-player/${tournamentId}`, player);
    expectOk(answer, 201);
    return managedPlayerResponse.parse(answer.body).data;
  };
  return {
    api,
    create,
    add,
    /** A tournament of the body with `count` players: Player A rated 2000, Player B 1950, … (pairing numbers 1, 2, …). */
    async createWithPlayers(count: number, body: Record<string, unknown>) {
      const id = await create(body);
      const players = [];
      for (let i = 0; i < count; i++) players.push(await add(id, { name: `Player ${String.fromCharCode(65 + i)}`, rating: 2000 - 50 * i }));
      return { id, players };
    },
    async pair(tournamentId: string, round: number): Promise<RoundPairings> {
      const answer = await api.get(`/api/tournament/generate-pairing?round=${round}&tournamentId=${tournamentId}`);
      expectOk(answer);
      return roundPairingsResponse.parse(answer.body).data;
    },
    async start(tournamentId: string) {
      expectOk(await api.post('/api/tournament/trigger-round-start', { tournamentId }));
    },
    async score(tournamentId: string, round: number, results: { board: number; result: GameResult }[]): Promise<RoundPairings> {
      const answer = await api.post(`/api/tournament/score-upload?round=${round}&tournamentId=${tournamentId}`, { results });
      expectOk(answer);
      return roundPairingsResponse.parse(answer.body).data;
    },
    async pairings(tournamentId: string, round: number): Promise<RoundPairings> {
      const answer = await as(t).get(`/api/tournament/get-pairings?round=${round}&tournamentId=${tournamentId}`);
      expectOk(answer);
      return roundPairingsResponse.parse(answer.body).data;
    },
    /** Pairs, starts and scores the round, every board's result decided by `pick`; answers the scored round. */
    async playRound(tournamentId: string, round: number, pick: (white: number, black: number) => GameResult): Promise<RoundPairings> {
      const paired = await this.pair(tournamentId, round);
      await this.start(tournamentId);
      return this.score(tournamentId, round, resultsFor(paired, pick));
    },
    /** The public standings after the round, as a spectator reads them. */
    async ranking(tournamentId: string, round: number): Promise<PlayersRanking> {
      const answer = await as(t).get(`/api/tournament/players-ranking?round=${round}&tournamentId=${tournamentId}`);
      expectOk(answer);
      return playersRankingResponse.parse(answer.body).data;
    },
    /** How one player's tie-breaks after the round were reached, as a spectator opening their row reads it. */
    async explanation(tournamentId: string, startNumber: number, round: number): Promise<TiebreakExplanation> {
      const answer = await as(t).get(`/api/tournament/${tournamentId}/players-ranking/${startNumber}/explanation?round=${round}`);
      expectOk(answer);
      return tiebreakExplanationResponse.parse(answer.body).data;
    },
  };
}

/** A result for every board of the round, decided by `pick` (white's pairing number, black's). */
export function resultsFor(pairings: RoundPairings, pick: (white: number, black: number) => GameResult) {
  return pairings.rows
    .filter((row) => row.kind === 'game')
    .map((row) => ({ board: row.board, result: pick(row.player.pairingNumber, (row.opponent as { pairingNumber: number }).pairingNumber) }));
}

/** "white-black" pairing numbers of the round's boards, and the bye, for comparing pairings. */
export function boardsOf(pairings: RoundPairings): string[] {
  expect(pairings.rows.length).toBeGreaterThan(0);
  return pairings.rows.map((row) => (row.opponent ? `${row.player.pairingNumber}-${row.opponent.pairingNumber}` : `${row.player.pairingNumber}:${row.kind}`));
}
