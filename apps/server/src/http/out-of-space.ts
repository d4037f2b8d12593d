/** PostgreSQL's SQLSTATE for a full disk (class 53, insufficient resources). */
const diskFull = '53100';
/** The system's words, as PGlite and other layers pass them on in a message only. */
const noSpaceText = /\b(ENOSPC|EDQUOT)\b|no space left on device|disk quota exceeded/i;

/**
 * Whether a failure is a write that found no room: ENOSPC or EDQUOT from the file system, or the
 * database's "disk full". The error may be wrapped (a query error's cause), so the chain is followed.
 */
export function isOutOfSpace(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth += 1) {
    const { code } = at as NodeJS.ErrnoException;
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === diskFull) return true;
    if (noSpaceText.test(at.message)) return true;
  }
  return false;
}
