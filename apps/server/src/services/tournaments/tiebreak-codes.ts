import { badRequest } from '../../http/errors.js';

/** The ordered tie-break list as stored: upper case, each code once (C.07 2024 art. 4.1). */
export function checkTiebreaks(codes: string[]): string[] {
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) throw badRequest(`tiebreaks: ${code} is listed twice`, 'tiebreaks');
    seen.add(code);
  }
  return codes;
}
