import { CHANGING_TIEBREAKS_CONSEQUENCES, type Tournament, type UpdateTournamentBody } from '@kingside/contract';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';

/**
 * Changing the tie-breaks once round 1 is paired is a level-4 action (FIDE C.02): asked in two steps before the
 * save, which then carries both confirmations; null when the arbiter cancels. Any other save goes as it is.
 */
export function useTiebreakChange(): (t: Tournament, body: UpdateTournamentBody) => Promise<UpdateTournamentBody | null> {
  const warn = useArbiterWarning();
  return async (t, body) => {
    // The form sends the codes as a list (the body's input type leaves a form's shapes open).
    const chosen = Array.isArray(body.tiebreaks) ? body.tiebreaks.map(String) : undefined;
    if (t.currentRound === 0 || chosen === undefined || chosen.join(' ') === t.tiebreaks.join(' ')) return body;
    const confirmed = await warn({
      level: 4,
      message: `Round ${t.currentRound} is paired. Change the tie-breaks from ${t.tiebreaks.join(', ')} to ${chosen.join(', ')}?`,
      consequences: CHANGING_TIEBREAKS_CONSEQUENCES,
      action: 'Change the tie-breaks',
    });
    return confirmed ? { ...body, confirmation: 'confirmed-twice' } : null;
  };
}
