/**
 * A team event's tie-break codes in words ("BH:MP/C1" → "Buchholz cut 1 on match points") and the ones a team event
 * offers, as the engine defines them. A module of their own: a page of an individual event loads none of them.
 */
export { describeTeamTiebreak, OFFERED_TEAM_TIEBREAKS, type TeamTiebreakDescription } from '@kingside/engine/team-tiebreak-definitions';
