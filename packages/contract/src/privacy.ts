import { z } from 'zod';
import { role } from './auth.js';
import { envelope } from './envelope.js';
import { payeeKinds } from './payouts.js';
import { gameKinds, gameResults } from './tournament.js';

/**
 * Deletion and privacy: deleting and restoring tournaments, deleting an account, and the
 * account's data export.
 */

/** How long a deleted tournament can be restored before it and its files are purged. */
export const TOURNAMENT_RESTORE_DAYS = 30;

/** A deleted tournament, as its owner and admins see it until the purge. */
export const deletedTournament = z.object({
  id: z.uuid(),
  name: z.string(),
  ownerId: z.uuid(),
  deletedAt: z.iso.datetime(),
  /** From then on it is purged (with its files) and cannot be restored. */
  purgeAfter: z.iso.datetime(),
});
export type DeletedTournament = z.infer<typeof deletedTournament>;
export const deletedTournamentResponse = envelope(deletedTournament);
export const deletedTournamentsResponse = envelope(z.array(deletedTournament));

/** Deleting one's own account needs the password typed again. */
export const deleteAccountBody = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

export const userIdParams = z.object({ id: z.uuid({ error: 'Expected an account id' }) });

/** What deleting an account did to its tournament entries. */
export const accountDeletion = z.object({
  /** Entries kept under a neutral name ("Deleted player N") so results, standings and ratings stay right. */
  anonymised: z.number().int(),
  /** Of those, entries of unfinished tournaments, withdrawn from the rounds still to be paired. */
  withdrawn: z.number().int(),
  /** Entries of tournaments not yet started (no game, prize or fee): removed. */
  removed: z.number().int(),
});
export type AccountDeletion = z.infer<typeof accountDeletion>;
export const accountDeletionResponse = envelope(accountDeletion);

const at = z.iso.datetime();

/** Everything Kingside stores about the signed-in account (GET /api/auth/account/export). */
export const accountExport = z.object({
  exportedAt: at,
  account: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role,
    createdAt: at,
    updatedAt: at,
  }),
  /** Sign-ins; the tokens themselves are never stored, only their session. */
  sessions: z.array(
    z.object({ id: z.uuid(), createdAt: at, expiresAt: at, revokedAt: at.nullable(), ip: z.string().nullable(), userAgent: z.string().nullable() }),
  ),
  lichess: z.object({ username: z.string(), scopes: z.array(z.string()), connectedAt: at }).nullable(),
  /** Every tournament entry of the account, with its games, prizes, payouts and entry fee. */
  entries: z.array(
    z.object({
      tournament: z.object({
        id: z.uuid(),
        name: z.string(),
        startDate: z.string().nullable(),
        endDate: z.string().nullable(),
        finishedAt: at.nullable(),
        deletedAt: at.nullable(),
      }),
      entry: z.object({
        id: z.uuid(),
        pairingNumber: z.number().int(),
        name: z.string(),
        fideId: z.number().int().nullable(),
        nationalId: z.string().nullable(),
        rating: z.number().int(),
        title: z.string(),
        federation: z.string().nullable(),
        sex: z.enum(['m', 'w']).nullable(),
        birthDate: z.string().nullable(),
        club: z.string().nullable(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        withdrawn: z.boolean(),
        createdAt: at,
      }),
      games: z.array(
        z.object({
          round: z.number().int(),
          board: z.number().int(),
          colour: z.enum(['w', 'b']),
          kind: z.enum(gameKinds),
          /** The opponent as every spectator sees them (name and pairing number); null for a bye. */
          opponent: z.object({ name: z.string(), pairingNumber: z.number().int() }).nullable(),
          result: z.enum(gameResults).nullable(),
        }),
      ),
      prizes: z.array(z.object({ categoryName: z.string(), place: z.number().int(), amount: z.number(), currency: z.string(), status: z.string().nullable() })),
      payouts: z.array(z.object({ amount: z.number(), currency: z.string(), status: z.string(), payeeMasked: z.string(), createdAt: at })),
      /** Payee details are kept sealed; only their masked form leaves the server. */
      payee: z.object({ kind: z.enum(payeeKinds), masked: z.string() }).nullable(),
      entryFee: z.object({ amount: z.number(), currency: z.string(), status: z.string(), paidAt: at.nullable() }).nullable(),
    }),
  ),
  /** Tournaments the account owns, and clubs it manages. */
  tournamentsOwned: z.array(z.object({ id: z.uuid(), name: z.string(), createdAt: at, deletedAt: at.nullable() })),
  clubsManaged: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Mails kept in the outbox (sent without SMTP, or waiting) addressed to the account. */
  mails: z.array(z.object({ subject: z.string(), body: z.string(), createdAt: at })),
});
export type AccountExport = z.infer<typeof accountExport>;
