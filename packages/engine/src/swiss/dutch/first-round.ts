// A round in which nothing tells the players apart but their pairing
// numbers: the first round of a Swiss without acceleration or forbidden
// pairs. C.04.3 then decides it without any search, and the matching would
// only rediscover it at great cost (a 1,000-player round 1 is one bracket of
// 1,000, fixed one pair at a time).

import type { PlayerPairingState } from '../player-pairing-state.js';
import type { MatchedRound } from './pairing.js';
import type { WeightContext } from './weights.js';
import { explainBye, type ExplainedBracket } from './explanation.js';

/**
 * The pairing when every player has the same score and no history (no games,
 * no byes, no floats, no colour preference) and no two players are forbidden
 * to meet; null otherwise. Such a round is one homogeneous bracket (art. 1.3,
 * 3.1). Every candidate meets the absolute criteria C1–C3 (nobody has met,
 * nobody has had the PAB) and scores the same on every quality criterion:
 * C6–C8 and C10 count pairs and scores, equal in every complete candidate;
 * C9 and C14–C21 look at played games and earlier floats, of which there are
 * none; C12–C13 look at colour preferences, of which there are none. So the
 * first candidate in the order of art. 3.2–3.3 is the pairing: S1 (the first
 * MaxPairs players in pairing-number order) against S2 in order, untransposed,
 * and with an odd number the last player of S2 left over for the PAB (C5: the
 * PAB goes to a player of the lowest score, here everyone's; the lowest-ranked
 * player is the one the first candidate leaves out).
 */
export function pairingWithoutHistory(ctx: Pick<WeightContext, 'cannotMeet'>, players: readonly PlayerPairingState[]): MatchedRound | null {
  if (players.length === 0) return null;
  const score = players[0].score;
  for (const p of players) {
    if (p.score !== score || p.history.length > 0 || p.preference !== null || !p.byeEligible) return null;
    if (ctx.cannotMeet.get(p.startNumber)?.size) return null;
  }
  const ordered = [...players].sort((a, b) => a.rankIndex - b.rankIndex);
  const maxPairs = Math.floor(ordered.length / 2);
  const pairs: [number, number][] = [];
  for (let i = 0; i < maxPairs; i++) pairs.push([ordered[i].startNumber, ordered[maxPairs + i].startNumber]);
  const odd = ordered.length % 2 === 1;
  // One bracket, nobody floats; the bye's player is the last one, with nobody below.
  const bracket: ExplainedBracket = {
    score,
    movedDown: [],
    residents: ordered.map((p) => p.startNumber),
    pairs: pairs.map(([higher, lower]) => ({ higher, lower })),
    floaters: [],
  };
  return {
    pairs,
    bye: odd ? ordered[ordered.length - 1].startNumber : null,
    brackets: [bracket],
    explainedBye: odd ? explainBye(ordered, ordered.length - 1) : null,
  };
}
