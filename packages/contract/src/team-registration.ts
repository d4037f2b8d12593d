import { z } from 'zod';
import { confirmEntryFeeBody, entryFeeOrder, entryFeePaidHows, entryFeeStatuses, feeRecordFields, refundEntryFeeBody } from './entry-fees.js';
import { envelope } from './envelope.js';
import { currency } from './money.js';
import { registerPlayerBody } from './players.js';
import { createTeamBody, publicTeam, rosterPlayer, teamApprovals } from './teams.js';
import { tournamentSystems } from './tournament.js';

/**
 * A team event's registration by captains: a signed-in account registers a team (and becomes its captain) while
 * the tournament takes registrations, makes invitation links, and the players who open one join the roster as its
 * last reserves. The tournament's entry fee is charged once per team, to its captain; a team awaiting it is not
 * paired.
 */

/** The team as its captain registers it; the captain is the caller. */
export const registerTeamBody = createTeamBody.omit({ captainEmail: true });
export type RegisterTeamBody = z.input<typeof registerTeamBody>;

/** The team's entry fee, as its captain pays it (minor units of the currency). */
export const teamEntryFee = z.object({
  status: z.enum(entryFeeStatuses),
  amount: z.number().int(),
  currency,
  /** Where the captain pays, while the fee awaits payment and the provider's order takes it; null otherwise. */
  paymentUrl: z.string().nullable(),
  /** The latest payment order: its outcome says whether the last payment was refused (pay again). Null before any. */
  order: entryFeeOrder.nullable(),
  /** Paid through the provider, or in hand as an organiser confirmed; null while unpaid. */
  paidHow: z.enum(entryFeePaidHows).nullable(),
});
export type TeamEntryFee = z.infer<typeof teamEntryFee>;
export const teamEntryFeeResponse = envelope(teamEntryFee);

/** A team's entry fee as the tournament's managers see it: who paid, how, every order and refund. */
export const managedTeamEntryFee = teamEntryFee.omit({ paidHow: true }).extend({
  teamId: z.uuid(),
  tournamentId: z.uuid(),
  teamName: z.string(),
  captain: z.string().nullable(),
  withdrawn: z.boolean(),
  ...feeRecordFields,
});
export type ManagedTeamEntryFee = z.infer<typeof managedTeamEntryFee>;
export const managedTeamEntryFeeResponse = envelope(managedTeamEntryFee);
/** Awaiting payment first, then by team name. */
export const managedTeamEntryFeesResponse = envelope(z.array(managedTeamEntryFee));
/** A team's fee paid in hand, and a withdrawn team's refund: the reason is recorded beside the organiser's name. */
export const confirmTeamEntryFeeBody = confirmEntryFeeBody;
export const refundTeamEntryFeeBody = refundEntryFeeBody;

export const registeredTeam = z.object({
  team: publicTeam,
  /** `awaiting` when the organiser approves each team: the fee is charged once they do. */
  approval: z.enum(teamApprovals),
  /** Null when the tournament charges no entry fee. */
  fee: teamEntryFee.nullable(),
});
export type RegisteredTeam = z.infer<typeof registeredTeam>;
export const registeredTeamResponse = envelope(registeredTeam);

export const myTeamRoles = ['captain', 'player'] as const;
export type MyTeamRole = (typeof myTeamRoles)[number];

/** A team of the signed-in account, as its captain or as a player of its roster. */
export const myTeam = z.object({
  tournamentId: z.uuid(),
  tournamentName: z.string(),
  system: z.enum(tournamentSystems),
  boardsPerMatch: z.number().int(),
  teamId: z.uuid(),
  teamName: z.string(),
  /** Captain when the account captains the team (a captain on the roster too is answered as captain). */
  role: z.enum(myTeamRoles),
  withdrawn: z.boolean(),
  /** The organiser's decision on a registered team, when they approve each one; `approved` otherwise. */
  approval: z.enum(teamApprovals),
  roster: z.array(rosterPlayer),
  /** The team's entry fee; null when none is charged. The captain pays it while its status is awaiting_payment. */
  fee: teamEntryFee.nullable(),
});
export type MyTeam = z.infer<typeof myTeam>;
/** Newest tournament first, then by team name. */
export const myTeamsResponse = envelope(z.array(myTeam));

/** A new invitation link: the token appears only here (only its hash is kept). */
export const teamInvitationLink = z.object({
  /** The web address's path, `/join-team/<token>`. */
  path: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TeamInvitationLink = z.infer<typeof teamInvitationLink>;
export const teamInvitationLinkResponse = envelope(teamInvitationLink);

export const revokedTeamInvitations = z.object({
  /** How many links stopped working (expired ones included). */
  revoked: z.number().int(),
});
export const revokedTeamInvitationsResponse = envelope(revokedTeamInvitations);

/** What an invitation link invites to, as anyone holding it may see: no account, no email. */
export const teamInvitationView = z.object({
  tournamentId: z.uuid(),
  tournamentName: z.string(),
  teamId: z.uuid(),
  teamName: z.string(),
  /** The captain's name, or null when the team has none. */
  captain: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
});
export type TeamInvitationView = z.infer<typeof teamInvitationView>;
export const teamInvitationViewResponse = envelope(teamInvitationView);

/** Accepting: the player's own details as for a registration (the name and email are the account's). */
export const acceptTeamInvitationBody = registerPlayerBody;
export type AcceptTeamInvitationBody = z.input<typeof acceptTeamInvitationBody>;

export const joinedTeam = z.object({
  tournamentId: z.uuid(),
  teamId: z.uuid(),
  teamName: z.string(),
  /** The player's entry in the tournament. */
  entryId: z.uuid(),
  /** Their place on the roster (the last reserve when they joined). */
  position: z.number().int(),
});
export type JoinedTeam = z.infer<typeof joinedTeam>;
export const joinedTeamResponse = envelope(joinedTeam);

/** 32 random bytes, base64url. */
export const teamInvitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not complete or not valid'),
});
