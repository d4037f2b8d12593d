/**
 * The roster editor's moves. Before round 1 the order may change freely; once round 1 is paired the roster keeps its
 * order and players only join as new last reserves (FIDE team practice).
 */

export function moveInRoster(ids: readonly string[], from: number, to: number): string[] {
  if (to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** What may change in the roster now: everything before round 1, only additions at the end after it. */
export function rosterChanges(fixed: boolean, saved: readonly string[]) {
  return {
    canMove: !fixed,
    canRemove: (id: string) => !fixed || !saved.includes(id),
  };
}

/** The event's players on no team: the ones the organiser can add to a roster. */
export function playersWithoutTeam<P extends { uuid: string }>(players: readonly P[], rosters: readonly (readonly { entryId: string }[])[]): P[] {
  const taken = new Set(rosters.flatMap((roster) => roster.map((p) => p.entryId)));
  return players.filter((p) => !taken.has(p.uuid));
}
