import type { PrizeEntrant, PrizeList } from '@kingside/engine';
import type { PrizeCategory, PrizeSharing } from '@kingside/contract';
import { ranking } from '../core/standings/standings.js';
import type { TournamentData } from '../core/engine-model.js';

/**
 * The players as the engine's prize allocation takes them: in the order of the final standings (points,
 * then the tournament's tie-breaks, exactly as players-ranking shows them), with the fields categories test.
 */
export function prizeEntrants(data: TournamentData): PrizeEntrant[] {
  const standings = ranking(data, data.tournament.currentRound);
  const entryOf = new Map(data.entries.map((e) => [e.id, e]));
  return standings.rows.map((row) => {
    const entry = entryOf.get(row.uuid)!;
    const birthYear = entry.birthDate ? Number(entry.birthDate.slice(0, 4)) : undefined;
    const club = entry.club?.trim();
    return {
      startNumber: entry.pairingNumber,
      name: entry.name,
      order: row.key,
      points: row.points,
      sex: entry.sex ?? undefined,
      rating: entry.rating,
      birthYear,
      federation: entry.federation ?? undefined,
      title: entry.title || undefined,
      attributes: club ? { club } : undefined,
      withdrawn: entry.withdrawn,
    };
  });
}

const tieMethods = { hort: 'hort', split: 'split', tiebreak: 'tiebreak' } as const satisfies Record<PrizeSharing, PrizeList['tieMethod']>;

/** The structure as the engine's prize list: the categories' order is their priority between prizes of equal value. */
export function prizeList(categories: PrizeCategory[], sharing: PrizeSharing): PrizeList {
  return {
    tieMethod: tieMethods[sharing],
    categories: categories.map((c, i) => ({
      id: c.id,
      name: c.name,
      priority: i + 1,
      filter: c.conditions.length > 0 ? { all: c.conditions } : undefined,
      amounts: c.amounts,
    })),
  };
}
