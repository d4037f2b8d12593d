import { answerOf } from './endpoint-key.js';
import { playerKeys, roundKeys } from './tournament.js';

/**
 * What organisers and captains read about a team event. The managers' teams sit under the player lists (rosters
 * change with the players), a round's lineups under its pairings (pairing, publishing and results refresh them), the
 * signed-in account's teams under the player cards, as their tournaments are.
 */
export const teamAdminKeys = {
  managed: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), 'teams.managedList'),
  /** Beside the teams: a fee paid or refunded changes who is listed and paired. */
  fees: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), 'teamRegistration.fees'),
  lineups: (tournamentId: string, round: number) => answerOf(roundKeys.pairings(tournamentId, round), 'lineups.list'),
  myTeams: answerOf(playerKeys.cards, 'teamRegistration.mine'),
  invitation: (token: string) => answerOf(['team-invitations'], 'teamRegistration.viewInvitation', token),
};
