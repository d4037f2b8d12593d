// C.04.6 art. 3.4: which team gets the pairing-allocated bye.

import type { TeamPairingContext } from './context.js';
import { hasPerfectMatching } from './matching.js';
import type { TeamFacts } from './team-facts.js';

/** Whether every team of `teams` can be paired by the absolute criteria (art. 3.3.1). */
export function canAllBePaired(ctx: TeamPairingContext, teams: readonly TeamFacts[]): boolean {
  return hasPerfectMatching(teams.length, (i, j) => ctx.legal(teams[i].pairingNumber, teams[j].pairingNumber));
}

/**
 * Art. 3.4: of the teams [C2] allows, the one whose bye leaves a legal pairing of all the others (3.4.1); among
 * those the lowest score (3.4.2), then the most matches played (3.4.3), then the largest TPN (3.4.4). The
 * candidates are tried in that order, so the first one whose bye leaves a legal pairing is the one. Null when
 * no team can take it.
 */
export function choosePairingAllocatedBye(ctx: TeamPairingContext, teams: readonly TeamFacts[]): TeamFacts | null {
  for (const c of byeCandidates(teams)) if (leavesLegalPairing(ctx, teams, c)) return c;
  return null;
}

/** The teams [C2] allows, in the order of art. 3.4.2 to 3.4.4. */
export function byeCandidates(teams: readonly TeamFacts[]): TeamFacts[] {
  return teams.filter((t) => t.mayGetBye).sort((a, b) => a.score - b.score || b.matchesPlayed - a.matchesPlayed || b.pairingNumber - a.pairingNumber);
}

/** Art. 3.4.1: whether the others can all be paired when `candidate` has the bye. */
export function leavesLegalPairing(ctx: TeamPairingContext, teams: readonly TeamFacts[], candidate: TeamFacts): boolean {
  return canAllBePaired(
    ctx,
    teams.filter((t) => t !== candidate),
  );
}
