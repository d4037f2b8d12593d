import { aliasedTable, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AccountExport } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entryFees } from '../../db/schema/entry-fees.js';
import {
  clubs,
  entries,
  games,
  lichessAccounts,
  outbox,
  payeeDetails,
  payoutAttempts,
  prizeWinners,
  rounds,
  sessions,
  tournaments,
} from '../../db/schema/index.js';
import type { UserRow } from '../core/sessions.js';
import { normalizeEmail } from '../core/emails.js';

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/**
 * GET /api/auth/account/export: everything stored about the signed-in account, and nothing about anyone
 * else beyond what every spectator sees (an opponent's name and pairing number). Session rows carry no
 * token (tokens are never stored); payee details leave only masked; one-time codes only as hashes, so
 * they are left out.
 */
export async function exportAccount(ctx: AppContext, user: UserRow): Promise<AccountExport> {
  const [sessionRows, [lichess], entryRows, owned, managed, mails] = await Promise.all([
    ctx.db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(asc(sessions.createdAt)),
    ctx.db.select().from(lichessAccounts).where(eq(lichessAccounts.userId, user.id)),
    ctx.db
      .select({ entry: entries, tournament: tournaments })
      .from(entries)
      .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
      .where(eq(entries.userId, user.id))
      .orderBy(asc(entries.createdAt)),
    ctx.db.select().from(tournaments).where(eq(tournaments.ownerId, user.id)).orderBy(asc(tournaments.createdAt)),
    ctx.db
      .select({ id: clubs.id, name: clubs.name })
      .from(clubs)
      .where(or(eq(clubs.createdBy, user.id), sql`EXISTS (SELECT 1 FROM club_managers cm WHERE cm.club_id = "clubs"."id" AND cm.user_id = ${user.id})`))
      .orderBy(asc(clubs.name)),
    ctx.db
      .select()
      .from(outbox)
      .where(sql`lower(${outbox.toAddress}) = ${normalizeEmail(user.email)}`)
      .orderBy(asc(outbox.createdAt)),
  ]);
  const entryIds = entryRows.map((row) => row.entry.id);
  const some = entryIds.length > 0;
  const opponent = aliasedTable(entries, 'opponent');
  const [gameRows, prizeRows, payoutRows, payeeRows, feeRows] = some
    ? await Promise.all([
        ctx.db
          .select({ game: games, round: rounds.number, opponentName: opponent.name, opponentNumber: opponent.pairingNumber })
          .from(games)
          .innerJoin(rounds, eq(rounds.id, games.roundId))
          .leftJoin(opponent, sql`${opponent.id} = CASE WHEN ${inArray(games.whiteId, entryIds)} THEN ${games.blackId} ELSE ${games.whiteId} END`)
          .where(or(inArray(games.whiteId, entryIds), inArray(games.blackId, entryIds)))
          .orderBy(asc(rounds.number), asc(games.board)),
        ctx.db.select().from(prizeWinners).where(inArray(prizeWinners.entryId, entryIds)),
        ctx.db.select().from(payoutAttempts).where(inArray(payoutAttempts.entryId, entryIds)).orderBy(asc(payoutAttempts.createdAt)),
        ctx.db
          .select({ entryId: payeeDetails.entryId, kind: payeeDetails.kind, masked: payeeDetails.masked })
          .from(payeeDetails)
          .where(inArray(payeeDetails.entryId, entryIds)),
        ctx.db.select().from(entryFees).where(inArray(entryFees.entryId, entryIds)),
      ])
    : [[], [], [], [], []];
  return {
    exportedAt: iso(ctx.clock()),
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    sessions: sessionRows.map((s) => ({
      id: s.id,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      revokedAt: isoOrNull(s.revokedAt),
      ip: s.ip,
      userAgent: s.userAgent,
    })),
    lichess: lichess ? { username: lichess.lichessUsername, scopes: lichess.scopes, connectedAt: iso(lichess.connectedAt) } : null,
    entries: entryRows.map(({ entry, tournament }) => {
      const fee = feeRows.find((f) => f.entryId === entry.id);
      const payee = payeeRows.find((p) => p.entryId === entry.id);
      return {
        tournament: {
          id: tournament.id,
          name: tournament.name,
          startDate: tournament.startDate,
          endDate: tournament.endDate,
          finishedAt: isoOrNull(tournament.finishedAt),
          deletedAt: isoOrNull(tournament.deletedAt),
        },
        entry: {
          id: entry.id,
          pairingNumber: entry.pairingNumber,
          name: entry.name,
          fideId: entry.fideId,
          nationalId: entry.nationalId,
          rating: entry.rating,
          title: entry.title,
          federation: entry.federation,
          sex: entry.sex,
          birthDate: entry.birthDate,
          club: entry.club,
          email: entry.email,
          phone: entry.phone,
          withdrawn: entry.withdrawn,
          createdAt: iso(entry.createdAt),
        },
        games: gameRows
          .filter(({ game }) => game.whiteId === entry.id || game.blackId === entry.id)
          .map(({ game, round, opponentName, opponentNumber }) => ({
            round,
            board: game.board,
            colour: game.whiteId === entry.id ? ('w' as const) : ('b' as const),
            kind: game.kind,
            opponent: opponentName !== null && opponentNumber !== null ? { name: opponentName, pairingNumber: opponentNumber } : null,
            result: game.result,
          })),
        prizes: prizeRows
          .filter((p) => p.entryId === entry.id)
          .map((p) => ({ categoryName: p.categoryName, place: p.place, amount: p.amount, currency: p.currency, status: p.status })),
        payouts: payoutRows
          .filter((p) => p.entryId === entry.id)
          .map((p) => ({ amount: p.amount, currency: p.currency, status: p.status, payeeMasked: p.payeeMasked, createdAt: iso(p.createdAt) })),
        payee: payee ? { kind: payee.kind, masked: payee.masked } : null,
        entryFee: fee ? { amount: fee.amount, currency: fee.currency, status: fee.status, paidAt: isoOrNull(fee.paidAt) } : null,
      };
    }),
    tournamentsOwned: owned.map((t) => ({ id: t.id, name: t.name, createdAt: iso(t.createdAt), deletedAt: isoOrNull(t.deletedAt) })),
    clubsManaged: managed,
    mails: mails.map((m) => ({ subject: m.subject, body: m.body, createdAt: iso(m.createdAt) })),
  };
}
