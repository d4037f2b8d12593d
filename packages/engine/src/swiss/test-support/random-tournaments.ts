// Random tournaments for the Swiss systems' property tests: a generated open played round by round with a system's
// pairing, whatever the results, requested byes, forfeits and forbidden pairs, each round put to the system's check.

import fc from 'fast-check';
import type { Tournament } from '../../model.js';
import type { RoundPairing } from '../../trf/rounds.js';
import { askForByes, generatedOpen, playRound, seededRandom } from '../dutch/generated-open.js';
import { NoValidPairingError } from '../dutch/pairing.js';

export interface Scenario {
  players: number;
  rounds: number;
  seed: number;
  forbidden: [number, number][];
}

/** Tournaments of 2 to `maxPlayers` players over `minRounds` to `maxRounds` rounds, with up to `maxForbidden` forbidden pairs. */
export function scenarios({
  maxPlayers,
  minRounds = 1,
  maxRounds,
  maxForbidden,
}: {
  maxPlayers: number;
  minRounds?: number;
  maxRounds: number;
  maxForbidden: number;
}) {
  return fc
    .record({
      players: fc.integer({ min: 2, max: maxPlayers }),
      rounds: fc.integer({ min: minRounds, max: maxRounds }),
      seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    })
    .chain((base) =>
      fc.record({
        players: fc.constant(base.players),
        rounds: fc.constant(base.rounds),
        seed: fc.constant(base.seed),
        forbidden: fc.array(
          fc.tuple(fc.integer({ min: 1, max: base.players }), fc.integer({ min: 1, max: base.players })).filter(([a, b]) => a !== b),
          { maxLength: maxForbidden },
        ),
      }),
    );
}

/**
 * Plays the scenario with `pair`, each round checked by `check` (what it finds wrong, in words) before its results are
 * played; the first round's findings, prefixed with the round, or none. A round with no valid pairing ends the
 * tournament without a finding.
 */
export function playScenario<P extends RoundPairing>(
  s: Scenario,
  pair: (t: Tournament) => P,
  check: (t: Tournament, round: number, pairing: P) => string[],
): string[] {
  const t = generatedOpen(s.players, s.rounds, s.seed);
  t.forbiddenPairs = s.forbidden;
  const random = seededRandom(s.seed);
  for (let r = 1; r <= s.rounds; r++) {
    askForByes(t, random, 0.05);
    let pairing: P;
    try {
      pairing = pair(t);
    } catch (e) {
      if (e instanceof NoValidPairingError) return [];
      throw e;
    }
    const broken = check(t, r, pairing);
    if (broken.length) return broken.map((b) => `round ${r}: ${b}`);
    playRound(t, pairing, random, { forfeits: 0.04 });
  }
  return [];
}
