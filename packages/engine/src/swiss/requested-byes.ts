// Byes the arbiter gives on request, outside the pairing (FIDE C.02, the tournament managers' checklist, in FIDE
// mode). The pairing-allocated bye is not one of them: the pairing gives it (C.04.1 art. 3).

/**
 * A half-point bye that takes a player past the tournament's limit (`limit` null: the regulations set none) waits
 * for the arbiter's confirmation: warning level 3. Players cannot ask for one at all.
 */
export function halfPointByeBeyondLimit(byesAfter: number, limit: number | null): 3 | null {
  return limit !== null && byesAfter > limit ? 3 : null;
}

/**
 * A full-point bye on request is allowed, but FIDE discourages it: warning level 2, which the arbiter acknowledges.
 * It also counts as a win's points without playing, so the player no longer gets the pairing-allocated bye
 * (C.04.1 art. 4).
 */
export const FULL_POINT_BYE_WARNING_LEVEL = 2;
