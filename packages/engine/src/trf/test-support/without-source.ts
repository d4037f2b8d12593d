import type { Tournament } from '../../model.js';

/** The tournament a file states, without the lines it was read from: what two readings of one tournament share. */
export function withoutSource(t: Tournament): Tournament {
  const copy = { ...t };
  delete copy.sourceLines;
  return copy;
}
