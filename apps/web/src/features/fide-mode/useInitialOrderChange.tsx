import { PAIRING_NUMBERS_FIXED_FROM_ROUND, type Tournament, type UpdateTournamentBody } from '@kingside/contract';
import { useLingui } from '@lingui/react/macro';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';

/**
 * Changing the initial order's criterion renumbers the players, so it follows the rule of a manual change of pairing
 * numbers (FIDE C.04.2; C.02): free before round 1, confirmed (level 3) once round 1 is paired, refused in FIDE mode
 * from round 4 on (level 5). Answers the body to save (with its confirmation), or null when the arbiter cancels or
 * the change is refused. A body already confirmed twice (the tie-breaks' level 4) covers this level 3 too.
 */
export function useInitialOrderChange(): (t: Tournament, body: UpdateTournamentBody) => Promise<UpdateTournamentBody | null> {
  const { t: translate } = useLingui();
  const warn = useArbiterWarning();
  return async (t, body) => {
    if (t.currentRound === 0 || body.initialOrder === undefined || body.initialOrder === t.initialOrder) return body;
    const round = t.currentRound;
    const fixedFrom = PAIRING_NUMBERS_FIXED_FROM_ROUND;
    if (round >= fixedFrom && t.fideMode) {
      await warn({ level: 5, message: translate`Rounds 1 to ${round} are paired: pairing numbers are fixed once round ${fixedFrom} is.` });
      return null;
    }
    if (body.confirmation === 'confirmed-twice') return body;
    const confirmed = await warn({
      level: 3,
      message:
        round === 1
          ? translate`Round 1 is already paired with the old pairing numbers, and stays as it was paired. Number the players again by the new criterion?`
          : translate`Rounds 1 to ${round} are already paired with the old pairing numbers, and stay as they were paired. Number the players again by the new criterion?`,
      action: translate`Renumber the players`,
    });
    return confirmed ? { ...body, confirmation: 'confirmed' } : null;
  };
}
