// Opens of any size made up from a seed: the same seed always makes the same players and the same results, on every
// machine. The pairing thread's warm-up pairs one (warm-up.ts); tests and benchmarks use them where they need more
// players than the reference data holds.

import { blankPlayer, blankTournament, type Player, type ResultCode, type Tournament } from '../../model.js';
import type { RoundPairing } from '../../trf/rounds.js';

/** xorshift32: small and fast; one seed replays a whole tournament. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

/**
 * An open of `players` entrants before round 1: ratings spread like a real open's (most between 1400 and 2200, a few
 * masters), start numbers in rating order as the initial ranking gives them, white for the top seed in round 1.
 */
export function generatedOpen(players: number, rounds: number, seed: number): Tournament {
  const random = seededRandom(seed);
  const ratings: number[] = [];
  for (let i = 0; i < players; i++) {
    // The sum of four uniforms is close enough to a bell curve for a field of club players.
    const bell = (random() + random() + random() + random()) / 4;
    ratings.push(Math.round(1000 + bell * 1700));
  }
  ratings.sort((a, b) => b - a);
  const list = ratings.map((rating, i) => blankPlayer(i + 1, { name: `Player ${i + 1}`, rating }));
  return blankTournament({
    name: `Generated open of ${players} (seed ${seed})`,
    tournamentType: 'FIDE_DUTCH_2025',
    totalRounds: rounds,
    initialColour: 'w',
    players: list,
  });
}

/** Before a round is paired: each player asks for a half-point bye with the chance `share` (none in round 1). */
export function askForByes(t: Tournament, random: () => number, share: number): void {
  for (const p of t.players) if (p.rounds.length > 0 && random() < share) p.rounds.push({ opponent: null, colour: null, result: 'H' });
}

export interface RoundPlay {
  /** Chance that a game is lost by forfeit (the result is then +/−). */
  forfeits?: number;
}

/**
 * Writes the round's games and bye into `t` with results drawn from the Elo expectation (a third of the expected
 * score's evenness turns into draws), so that scores spread as in a real open.
 */
export function playRound(t: Tournament, { pairs, bye }: RoundPairing, random: () => number, { forfeits = 0 }: RoundPlay = {}): void {
  const byNumber = new Map(t.players.map((p) => [p.startNumber, p]));
  for (const { white, black } of pairs) {
    const w = byNumber.get(white) as Player;
    const b = byNumber.get(black) as Player;
    const expected = 1 / (1 + 10 ** ((b.rating - w.rating) / 400));
    const drawChance = 0.66 * Math.min(expected, 1 - expected);
    const x = random();
    const [rw, rb]: [ResultCode, ResultCode] =
      x < forfeits ? ['+', '-'] : x < forfeits + drawChance ? ['=', '='] : random() < expected ? ['1', '0'] : ['0', '1'];
    w.rounds.push({ opponent: black, colour: 'w', result: rw });
    b.rounds.push({ opponent: white, colour: 'b', result: rb });
  }
  if (bye !== null) (byNumber.get(bye) as Player).rounds.push({ opponent: null, colour: null, result: 'U' });
}
