import { useLingui } from '@lingui/react/macro';
import { CHANGING_TIEBREAKS_CONSEQUENCES, type Tournament, type UpdateTournamentBody } from '@kingside/contract';
import { sayContract } from '../languages/sayContract.js';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';

/**
 * Changing the tie-breaks once round 1 is paired is a level-4 action (FIDE C.02): asked in two steps before the
 * save, which then carries both confirmations; null when the arbiter cancels. Any other save goes as it is.
 */
export function useTiebreakChange(): (t: Tournament, body: UpdateTournamentBody) => Promise<UpdateTournamentBody | null> {
  const { t: translate } = useLingui();
  const warn = useArbiterWarning();
  return async (t, body) => {
    // The form sends the codes as a list (the body's input type leaves a form's shapes open).
    const chosen = Array.isArray(body.tiebreaks) ? body.tiebreaks.map(String) : undefined;
    if (t.currentRound === 0 || chosen === undefined || chosen.join(' ') === t.tiebreaks.join(' ')) return body;
    const round = t.currentRound;
    // Tie-break codes are names, listed as they are written.
    const before = t.tiebreaks.join(', ');
    const after = chosen.join(', ');
    const confirmed = await warn({
      level: 4,
      message: translate`Round ${round} is paired. Change the tie-breaks from ${before} to ${after}?`,
      consequences: CHANGING_TIEBREAKS_CONSEQUENCES.map(sayContract),
      action: translate`Change the tie-breaks`,
    });
    return confirmed ? { ...body, confirmation: 'confirmed-twice' } : null;
  };
}
