import type { RoundPairings, TournamentPlayer } from '@kingside/contract';

/** One player's line of the wall chart: each round as opponent number, colour and score. */
export interface CrosstableRow {
  uuid: string;
  pairingNumber: number;
  name: string;
  rating: number;
  title: string | null;
  federation: string | null;
  points: number;
  isWithDrawn: boolean;
  /** Round 1 first; '' where the player had no row (not yet entered, or withdrawn). */
  rounds: string[];
}

const SCORE: Record<string, string> = { '1': '1', '1/2': '½', '0': '0', '+': '+', '-': '−' };
const BYE: Record<string, string> = { pairing_bye: 'bye', half_point_bye: 'H', zero_point_bye: 'Z', absent: '–' };

/**
 * The crosstable of a Swiss as arbiters print it (FIDE wall chart): players by starting number,
 * each round "12w1" — opponent's starting number, colour, score — and byes by their kind.
 */
export function crosstable(players: readonly TournamentPlayer[], rounds: readonly RoundPairings[]): CrosstableRow[] {
  const cells = new Map<string, string[]>(players.map((p) => [p.uuid, rounds.map(() => '')]));
  rounds.forEach((pairings, index) => {
    for (const row of pairings.rows) {
      if (row.kind !== 'game' || row.opponent === null) {
        const line = cells.get(row.player.id);
        if (line) line[index] = BYE[row.kind] ?? '';
        continue;
      }
      for (const [side, other] of [
        [row.player, row.opponent],
        [row.opponent, row.player],
      ] as const) {
        const line = cells.get(side.id);
        if (line) line[index] = `${other.pairingNumber}${side.colour ?? ''}${side.result === null ? '' : (SCORE[side.result] ?? side.result)}`;
      }
    }
  });
  return [...players]
    .sort((a, b) => a.pairingNumber - b.pairingNumber)
    .map((p) => ({
      uuid: p.uuid,
      pairingNumber: p.pairingNumber,
      name: p.name,
      rating: p.rating,
      title: p.title,
      federation: p.federation,
      points: p.points,
      isWithDrawn: p.isWithDrawn,
      rounds: cells.get(p.uuid) ?? [],
    }));
}
