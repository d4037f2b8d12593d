import { scoreAfter, type RoundEntry } from '@kingside/engine';
import type { PairingRow, PairingSide, RoundPairings } from '@kingside/contract';
import { notFound } from '../../http/errors.js';
import type { AppContext } from '../../context.js';
import { loadTournamentData, toEngine, type EntryRow, type GameRow, type TournamentData } from '../tournaments/engine-model.js';

/** What a round entry brought its player, as the pairing sheet prints it. */
const shown: Record<RoundEntry['result'], string | null> = {
  '1': '1',
  W: '1',
  '=': '1/2',
  D: '1/2',
  '0': '0',
  L: '0',
  '+': '+',
  '-': '-',
  H: 'H',
  F: 'F',
  U: 'U',
  Z: 'Z',
  ' ': null,
};

/** A round's rows in board order, each player with their points before the round (spec §3 tournamentPairing). */
export function roundPairings(data: TournamentData, round: number, warnings: string[] = []): RoundPairings {
  const roundRow = data.rounds.find((r) => r.number === round);
  if (!roundRow) throw notFound(`Round ${round} is not paired yet`);
  const model = toEngine(data);
  const byNumber = new Map(model.players.map((p) => [p.startNumber, p]));
  const entryById = new Map(data.entries.map((e) => [e.id, e]));
  const side = (entry: EntryRow, colour: 'w' | 'b' | null): PairingSide => {
    const record = byNumber.get(entry.pairingNumber)?.rounds ?? [];
    const result = shown[record[round - 1]?.result ?? ' '];
    return {
      id: entry.id,
      name: entry.name,
      pairingNumber: entry.pairingNumber,
      rating: entry.rating,
      title: entry.title || null,
      colour,
      points: scoreAfter(record, model.pointSystem, round - 1),
      result,
      is_scored: result !== null,
    };
  };
  const games = data.games.filter((g) => g.roundId === roundRow.id).sort((a, b) => a.board - b.board);
  const rows: PairingRow[] = games.map((game: GameRow, index) => {
    const white = entryById.get(game.whiteId) as EntryRow;
    const black = game.blackId ? (entryById.get(game.blackId) as EntryRow) : null;
    return {
      id: index + 1,
      board: game.board,
      round,
      tournamentId: data.tournament.id,
      kind: game.kind,
      result: game.result,
      resultVersion: game.resultVersion,
      player: side(white, black ? 'w' : null),
      opponent: black ? side(black, 'b') : null,
    };
  });
  const present = new Set(games.flatMap((g) => [g.whiteId, g.blackId]));
  const unpaired = data.entries.filter((e) => !e.withdrawn && !present.has(e.id)).map((e) => ({ id: e.id, name: e.name, pairingNumber: e.pairingNumber }));
  return { round, state: roundRow.state, rows, unpaired, warnings };
}

/** A round's pairing sheet, for anyone (public data by its schema). */
export async function getPairings(ctx: AppContext, tournamentId: string, round: number): Promise<RoundPairings> {
  return roundPairings(await loadTournamentData(ctx.db, tournamentId), round);
}
