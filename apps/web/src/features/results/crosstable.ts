import { crosstableCells, type RoundPairings, type PublicPlayer } from '@kingside/contract';

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

/**
 * The crosstable of a Swiss as arbiters print it (FIDE wall chart): players by starting number,
 * each round "12w1" — opponent's starting number, colour, score — and byes by their kind.
 */
export function crosstable(players: readonly PublicPlayer[], rounds: readonly RoundPairings[]): CrosstableRow[] {
  const cells = crosstableCells(
    players.map((p) => p.uuid),
    rounds,
    (opponent) => opponent.pairingNumber,
  );
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
