import { parseTiebreakCode, TiebreakCodeError } from '@kingside/engine';
import { badRequest } from '../../http/errors.js';

/** The ordered tie-break list as stored: codes the engine computes (C.07 2024), each once, points implied first. */
export function checkTiebreaks(codes: string[]): string[] {
  const seen = new Set<string>();
  for (const [index, code] of codes.entries()) {
    try {
      parseTiebreakCode(code);
    } catch (error) {
      if (error instanceof TiebreakCodeError) throw badRequest(`tiebreaks.${index}: ${error.message}`, `tiebreaks.${index}`);
      throw error;
    }
    if (code === 'PTS') throw badRequest(`tiebreaks.${index}: points always rank first; list only the tie-breaks after them`, `tiebreaks.${index}`);
    if (seen.has(code)) throw badRequest(`tiebreaks: ${code} is listed twice`, 'tiebreaks');
    seen.add(code);
  }
  return codes;
}
