import { isTeamSystem, type TournamentSystem } from '@kingside/contract';
import { parseTeamTiebreakCode, parseTiebreakCode, TiebreakCodeError } from '@kingside/engine';
import { badRequest } from '../../http/errors.js';
import { words } from '../core/languages/message.js';

/**
 * The ordered tie-break list as stored: codes the engine computes (C.07 2024), each once, points implied first. A
 * team event takes the team codes (`BH:MP`, `EDE`, `BC`), an individual one the individual codes.
 */
export function checkTiebreaks(codes: string[], system: TournamentSystem): string[] {
  const seen = new Set<string>();
  const team = isTeamSystem(system);
  for (const [index, code] of codes.entries()) {
    try {
      if (team) parseTeamTiebreakCode(code);
      else if (code.includes(':'))
        throw badRequest(
          words('{field}: {code} is a team tie-break; an individual event ranks by individual ones', { field: `tiebreaks.${index}`, code }),
          `tiebreaks.${index}`,
        );
      else parseTiebreakCode(code);
    } catch (error) {
      if (error instanceof TiebreakCodeError)
        throw badRequest(words('{field}: {problem}', { field: `tiebreaks.${index}`, problem: error.message }), `tiebreaks.${index}`);
      throw error;
    }
    if (code === 'PTS') {
      throw badRequest(
        team
          ? words('{field}: the primary score always ranks first; list only the tie-breaks after it', { field: `tiebreaks.${index}` })
          : words('{field}: points always rank first; list only the tie-breaks after them', { field: `tiebreaks.${index}` }),
        `tiebreaks.${index}`,
      );
    }
    if (seen.has(code)) throw badRequest(words('tiebreaks: {code} is listed twice', { code }), 'tiebreaks');
    seen.add(code);
  }
  return codes;
}
