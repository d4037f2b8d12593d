// What a lineup may be (FIDE team practice): players of the team's roster who can play, in roster order (players
// may be left out and the ones below move up, never reordered), at most one per board.

import { words, type Words } from '../core/languages/message.js';

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
): Words | null {
  if (entryIds.length > boards) return words('A lineup has at most {boards} players ({boards} boards); {given} given', { boards, given: entryIds.length });
  if (new Set(entryIds).size !== entryIds.length) return words('A player is in the lineup only once');
  const member = new Map(team.roster.map((m) => [m.entryId, m]));
  for (const id of entryIds) {
    const m = member.get(id);
    if (!m) {
      const name = nameOf(id);
      return name === undefined
        ? words('A player given is not on the roster of {team}', { team: team.name })
        : words('{player} is not on the roster of {team}', { player: name, team: team.name });
    }
    if (!m.available) return words('{player} has withdrawn from the tournament and cannot play', { player: m.name });
  }
  for (let i = 1; i < entryIds.length; i++) {
    const before = member.get(entryIds[i - 1]) as RosterMember;
    const after = member.get(entryIds[i]) as RosterMember;
    if (after.position < before.position) {
      return words(
        '{after} (roster position {afterPosition}) cannot play below {before} (roster position {beforePosition}): a lineup keeps the roster order; players may be left out, not reordered',
        { after: after.name, afterPosition: after.position, before: before.name, beforePosition: before.position },
      );
    }
  }
  return null;
}
