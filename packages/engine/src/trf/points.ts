import type { PointSystem, RoundEntry } from '../model.js';

/**
 * Points one round brings a player under the tournament's point system
 * (TRF-2026 code 162 / TRF(bx) BB? lines; FIDE Handbook C.04.1 for what
 * forfeits and byes are worth). An unplayed, unpaired round is worth nothing.
 */
export function roundPoints(entry: RoundEntry, points: PointSystem): number {
  switch (entry.result) {
    case '1':
    case 'W':
      return points.win;
    case '=':
    case 'D':
      return points.draw;
    case '0':
    case 'L':
      return points.loss;
    case '+':
      return points.forfeitWin;
    case '-':
      return points.forfeitLoss;
    case 'H':
      return points.halfPointBye;
    case 'F':
      return points.fullPointBye;
    case 'U':
      return points.pairingAllocatedBye;
    case 'Z':
      return points.zeroPointBye;
    case ' ':
      return 0;
  }
}

/** A player's score after the given rounds (all of them when omitted), the 001 points field of TRF-2026 (columns 81–84). */
export function scoreAfter(rounds: readonly RoundEntry[], points: PointSystem, roundCount = rounds.length): number {
  let total = 0;
  for (let r = 0; r < roundCount && r < rounds.length; r++) total += roundPoints(rounds[r], points);
  return total;
}
