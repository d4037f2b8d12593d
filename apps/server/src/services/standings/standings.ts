import { computeTiebreaks } from '@kingside/engine';
import type { PlayersRanking, PlayerTitle } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { loadTournamentData, toEngine, type TournamentData } from '../tournaments/engine-model.js';

/**
 * Standings after `round` (results entered so far count), by points then the tournament's tie-breaks
 * in order, all computed by the engine (FIDE C.07 2024; round-robin rules for round robins).
 */
export function ranking(data: TournamentData, round: number): PlayersRanking {
  if (round > data.tournament.currentRound) throw notFound(`Round ${round} is not paired yet`);
  const { tournament: t } = data;
  const model = toEngine(data);
  const rows = computeTiebreaks(model, ['PTS', ...t.tiebreaks], {
    rounds: round,
    roundRobin: t.system !== 'dutch',
    sharedPlaces: t.sharedPlaces,
  });
  const entryOf = new Map(data.entries.map((e) => [e.pairingNumber, e]));
  const ordered = [...rows].sort((a, b) => a.rank - b.rank || a.startNumber - b.startNumber);
  return {
    round,
    tiebreaks: t.tiebreaks,
    rows: ordered.map((row, index) => {
      const entry = entryOf.get(row.startNumber)!;
      return {
        key: index + 1,
        rank: row.rank,
        round,
        uuid: entry.id,
        pairingNumber: entry.pairingNumber,
        name: entry.name,
        rating: entry.rating,
        title: entry.title ? (entry.title as PlayerTitle) : null,
        federation: entry.federation,
        isWithDrawn: entry.withdrawn,
        points: row.values[0],
        tiebreaks: t.tiebreaks.map((code, i) => ({ code, value: row.values[i + 1] })),
      };
    }),
  };
}

export async function playersRanking(ctx: AppContext, tournamentId: string, round: number): Promise<PlayersRanking> {
  return ranking(await loadTournamentData(ctx.db, tournamentId), round);
}
