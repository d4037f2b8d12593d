import { plural, t } from '@lingui/core/macro';
import type { LineupRosterPlayer, RoundLineups } from '@kingside/contract';
import { activeLocale } from '../languages/activate.js';

/**
 * FIDE team practice for a lineup: players of the roster in roster order, at most N (the boards per match); a player
 * may be left out and the reserves move up, nobody is reordered. Fewer than N leave the last boards empty.
 */

/** The lineup with the player in or out, always in roster order; a player beyond N or withdrawn is not added. */
export function toggleInLineup(roster: readonly LineupRosterPlayer[], lineup: readonly string[], entryId: string, boards: number): string[] {
  const chosen = new Set(lineup);
  if (chosen.has(entryId)) chosen.delete(entryId);
  else {
    const player = roster.find((p) => p.entryId === entryId);
    if (!player?.available || chosen.size >= boards) return [...lineup];
    chosen.add(entryId);
  }
  return roster.filter((p) => chosen.has(p.entryId)).map((p) => p.entryId);
}

/** Whether a player can be ticked now: available, and a board still free (or already in the lineup). */
export function canPick(player: LineupRosterPlayer, lineup: readonly string[], boards: number): boolean {
  return lineup.includes(player.entryId) || (player.available && lineup.length < boards);
}

/** Each board's player of the lineup, board 1 first; null for a board left empty (lost by forfeit). */
export function boardsOfLineup(roster: readonly LineupRosterPlayer[], lineup: readonly string[], boards: number): (LineupRosterPlayer | null)[] {
  const byId = new Map(roster.map((p) => [p.entryId, p]));
  return Array.from({ length: boards }, (_, i) => (i < lineup.length ? (byId.get(lineup[i]) ?? null) : null));
}

/** The first N available roster players: who plays when nobody sets a lineup. */
export function defaultLineup(roster: readonly LineupRosterPlayer[], boards: number): string[] {
  return roster
    .filter((p) => p.available)
    .slice(0, boards)
    .map((p) => p.entryId);
}

/** How full the lineup is, and which boards its empty places lose by forfeit: the last ones, as the reserves move up. */
export function filledText(filled: number, boards: number): string {
  const empty = boards - filled;
  const first = filled + 1;
  if (empty === 1)
    return plural(boards, {
      one: `${filled} of # board filled: board ${boards} lost by forfeit.`,
      other: `${filled} of # boards filled: board ${boards} lost by forfeit.`,
    });
  if (empty > 1)
    return plural(boards, {
      one: `${filled} of # board filled: boards ${first}–${boards} lost by forfeit.`,
      other: `${filled} of # boards filled: boards ${first}–${boards} lost by forfeit.`,
    });
  return plural(boards, { one: `${filled} of # board filled.`, other: `${filled} of # boards filled.` });
}

/** A moment as the captain's page writes it ("Sat 2 May, 09:00"), in the app's language. */
const shortMoment = (date: Date) =>
  new Intl.DateTimeFormat(activeLocale(), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(date);

/** Until when the captain may change the lineup, as the captain's page says it. */
export function deadlineText(round: Pick<RoundLineups, 'deadline' | 'closedToCaptains' | 'published'>, format: (date: Date) => string = shortMoment): string {
  if (round.published !== null) return t`The lineups are published: the boards are set.`;
  const deadline = round.deadline === null ? null : format(new Date(round.deadline));
  if (round.closedToCaptains)
    return deadline === null
      ? t`The deadline has passed: only the arbiter can change the lineup now.`
      : t`The deadline has passed (${deadline}): only the arbiter can change the lineup now.`;
  if (deadline === null) return t`You can change the lineup until the arbiter publishes the round.`;
  return t`You can change the lineup until ${deadline}.`;
}

/** Who set the lineup, for the arbiter's list: the captain, an arbiter, or nobody (the default lineup). */
export function lineupStatus(team: { isDefault: boolean; setAs: 'captain' | 'arbiter' | null }): { label: string; color: string } {
  if (team.isDefault || team.setAs === null) return { label: t`Default (top of the roster)`, color: 'default' };
  return team.setAs === 'captain' ? { label: t`Set by captain`, color: 'green' } : { label: t`Set by arbiter`, color: 'blue' };
}
