// What a lineup may be (FIDE team practice): players of the team's roster who can play, in roster order (players
// may be left out and the ones below move up, never reordered), at most one per board.

export interface RosterMember {
  entryId: string;
  /** Roster position from 1: board order, reserves after the first N. */
  position: number;
  name: string;
  /** Not withdrawn. */
  available: boolean;
}

/** Without a lineup a team plays its first N available roster players. */
export function defaultLineup(roster: readonly RosterMember[], boards: number): string[] {
  return roster
    .filter((m) => m.available)
    .slice(0, boards)
    .map((m) => m.entryId);
}

/**
 * What is wrong with a lineup, in the arbiter's words, or null when it may be played. `nameOf` names entries that
 * are not on the roster (a player of another team).
 */
export function lineupProblem(
  entryIds: readonly string[],
  team: { name: string; roster: readonly RosterMember[] },
  boards: number,
  nameOf: (entryId: string) => string | undefined,
): string | null {
  if (entryIds.length > boards) return `A lineup has at most ${boards} players (${boards} boards); ${entryIds.length} given`;
  if (new Set(entryIds).size !== entryIds.length) return 'A player is in the lineup only once';
  const member = new Map(team.roster.map((m) => [m.entryId, m]));
  for (const id of entryIds) {
    const m = member.get(id);
    if (!m) return `${nameOf(id) ?? 'A player given'} is not on the roster of ${team.name}`;
    if (!m.available) return `${m.name} has withdrawn from the tournament and cannot play`;
  }
  for (let i = 1; i < entryIds.length; i++) {
    const before = member.get(entryIds[i - 1]) as RosterMember;
    const after = member.get(entryIds[i]) as RosterMember;
    if (after.position < before.position) {
      return (
        `${after.name} (roster position ${after.position}) cannot play below ${before.name} (roster position ${before.position}): ` +
        'a lineup keeps the roster order; players may be left out, not reordered'
      );
    }
  }
  return null;
}
