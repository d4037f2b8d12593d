import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { KeptLine } from '@kingside/engine';
import type { Db, Tx } from '../../db/connection.js';
import { entries, manualPairingAdjustments, pairingNumberChanges, ratingRuleChanges, tiebreakChanges, tieOrders } from '../../db/schema/index.js';
import type { TournamentRow } from '../core/access.js';

/**
 * The arbiter's decisions FIDE's rating officers read as TRF-2026 comment lines (`###`), in round order: each
 * validated round the arbiter paired differently from the engine (`MPA @ Round n`), the tie-breaks changed once round
 * 1 was paired, pairing numbers changed by hand (or the initial order's criterion) and the rating rules changed once
 * round 1 was paired, each
 * expelled player (`Expelled @ Round n: <pairing number> <name>`), fully tied players ranked by the arbiter instead of
 * by lot, and leaving FIDE mode. A file
 * read back keeps them as its own comments, so one already there is not written twice.
 */
export async function arbiterComments(db: Db | Tx, t: TournamentRow, kept: readonly KeptLine[]): Promise<KeptLine[]> {
  const adjustments = await db
    .select({ round: manualPairingAdjustments.round, changes: manualPairingAdjustments.changes })
    .from(manualPairingAdjustments)
    .where(eq(manualPairingAdjustments.tournamentId, t.id))
    .orderBy(asc(manualPairingAdjustments.validatedAt));
  const changes = await db
    .select({ round: tiebreakChanges.round, previous: tiebreakChanges.previous, chosen: tiebreakChanges.chosen })
    .from(tiebreakChanges)
    .where(eq(tiebreakChanges.tournamentId, t.id))
    .orderBy(asc(tiebreakChanges.changedAt));
  const renumbered = await db
    .select({ round: pairingNumberChanges.round, change: pairingNumberChanges.change })
    .from(pairingNumberChanges)
    .where(eq(pairingNumberChanges.tournamentId, t.id))
    .orderBy(asc(pairingNumberChanges.changedAt));
  const ratingRules = await db
    .select({ round: ratingRuleChanges.round, change: ratingRuleChanges.change })
    .from(ratingRuleChanges)
    .where(eq(ratingRuleChanges.tournamentId, t.id))
    .orderBy(asc(ratingRuleChanges.changedAt));
  const expelled = await db
    .select({ round: entries.expelledRound, pairingNumber: entries.pairingNumber, name: entries.name })
    .from(entries)
    .where(and(eq(entries.tournamentId, t.id), isNotNull(entries.expelledAt)))
    .orderBy(asc(entries.expelledAt));
  const ranked = await db
    .select({ round: tieOrders.round, startNumbers: tieOrders.startNumbers, reason: tieOrders.reason })
    .from(tieOrders)
    .where(eq(tieOrders.tournamentId, t.id))
    .orderBy(asc(tieOrders.decidedAt));
  const comments = [
    ...adjustments.map((a) => ({ round: a.round, text: `MPA @ Round ${a.round}: ${a.changes}` })),
    ...changes.map((c) => ({ round: c.round, text: `Tie-breaks changed @ Round ${c.round}: ${c.previous.join(', ')} -> ${c.chosen.join(', ')}` })),
    ...renumbered.map((c) => ({ round: c.round, text: c.change })),
    ...ratingRules.map((c) => ({ round: c.round, text: c.change })),
    ...expelled.map((e) => ({ round: e.round ?? 0, text: `Expelled @ Round ${e.round ?? 0}: ${e.pairingNumber} ${e.name}` })),
    ...ranked.map((r) => ({ round: r.round, text: `Ranked by the arbiter @ Round ${r.round}: ${r.startNumbers.join(' > ')} (${r.reason})` })),
  ];
  if (!t.fideMode) {
    const round = t.fideModeLeftRound ?? 0;
    comments.push({ round, text: `Not in FIDE mode: left FIDE mode @ Round ${round}` });
  }
  return comments
    .sort((a, b) => a.round - b.round)
    .map(({ text }) => ({ code: '###', text }))
    .filter((c) => !kept.some((k) => k.code === c.code && k.text === c.text));
}
