import { randomBytes } from 'node:crypto';
import { and, eq, inArray, max } from 'drizzle-orm';
import { formatMoney, payableStatus, type Currency, type DistributedPrizes, type Locale, type PayeeDetails } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { entries, payoutAttempts, payoutOrders, payoutStatusChanges, prizeWinners, teams } from '../../db/schema/index.js';
import { ApiFailure, badRequest, conflict } from '../../http/errors.js';
import { ProviderRejectedError, ProviderUnavailableError, type Beneficiary, type PayoutOrder, type PayoutRequest } from '../../integrations/payments/index.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { managedTournament } from '../core/access.js';
import { asWords, words, type Message, type Words } from '../core/languages/message.js';
import { say } from '../core/languages/say.js';
import { oneAfterAnother } from '../core/warning-levels.js';
import { applyToAttempt, liveAttempts } from './apply.js';
import { holderIdOf, holderName } from '../core/prize-holders.js';
import { openPayees } from './payees.js';
import { pollMs } from '../core/provider-poll.js';
import { adoptOrder, createGraceMs, later } from './reconcile.js';

interface Candidate {
  winnerId: string;
  entryId: string | null;
  teamId: string | null;
  name: string;
  categoryName: string;
  place: number;
  amount: number;
  currency: Currency;
  status: string | null;
}

/** A winner not paid now, and why, to be said in the organiser's language. */
type Skipped = Omit<DistributedPrizes['skipped'][number], 'reason'> & { reason: Words };

interface Plan {
  pay: (Candidate & { payee: { details: PayeeDetails; masked: string } })[];
  skipped: Skipped[];
  total: number;
}

const why = (status: string) =>
  status === 'SUCCESS'
    ? words('already paid')
    : status === 'UNKNOWN'
      ? words('the provider does not know its last payout: check with the provider and release it first')
      : words('its payout is under way ({status})', { status });

/** Juspay pays no fulfillment under ₹1 (100 paise): refused here, before anything is written, rather than by the provider after. */
const leastPayout = 100;

/** Who is paid now (no status, FAIL or FAILURE, and also CANCELLED, DISCARDED, RELEASED) and who is not, and why. */
async function plan(ctx: AppContext, tx: Tx, tournamentId: string, winnerIds: string[] | undefined): Promise<Plan> {
  const rows = await tx
    .select({
      winnerId: prizeWinners.id,
      entryId: prizeWinners.entryId,
      teamId: prizeWinners.teamId,
      name: holderName,
      categoryName: prizeWinners.categoryName,
      place: prizeWinners.place,
      amount: prizeWinners.amount,
      currency: prizeWinners.currency,
      status: prizeWinners.status,
    })
    .from(prizeWinners)
    .leftJoin(entries, eq(entries.id, prizeWinners.entryId))
    .leftJoin(teams, eq(teams.id, prizeWinners.teamId))
    .where(and(eq(prizeWinners.tournamentId, tournamentId), winnerIds ? inArray(prizeWinners.id, winnerIds) : undefined))
    .orderBy(prizeWinners.categoryName, prizeWinners.place);
  if (winnerIds) {
    const missing = winnerIds.filter((id) => !rows.some((row) => row.winnerId === id));
    if (missing.length > 0) throw badRequest(words('No prize winner {id} in this tournament', { id: missing[0] }), 'winnerIds');
  }
  if (rows.length === 0) throw conflict('This tournament has no prize winners yet: compute or upload them on the prizes tab first');
  const payees = await openPayees(ctx, tx, tournamentId);
  const live = await liveAttempts(
    tx,
    rows.map((row) => row.winnerId),
  );
  const result: Plan = { pay: [], skipped: [], total: 0 };
  for (const row of rows) {
    const payee = payees.get(holderIdOf(row));
    const inPlay = live.get(row.winnerId);
    const reason = inPlay
      ? why(inPlay)
      : !payableStatus(row.status)
        ? why(row.status!)
        : row.amount <= 0
          ? words('nothing to pay')
          : row.amount < leastPayout
            ? words('{amount} is under {least}, the least a payout can be', {
                amount: formatMoney(row.amount, row.currency),
                least: formatMoney(leastPayout, row.currency),
              })
            : !payee
              ? words('no payee details yet')
              : null;
    if (reason) result.skipped.push({ winnerId: row.winnerId, name: row.name, reason });
    else {
      result.pay.push({ ...row, payee: payee!, currency: row.currency });
      result.total += row.amount;
    }
  }
  return result;
}

const SHOWN_SKIPPED = 3;

function nothingToPay(skipped: Skipped[]): ApiFailure {
  // A winner and the reason, as a field and its problem are written.
  const sample = oneAfterAnother(skipped.slice(0, SHOWN_SKIPPED).map((s) => words('{field}: {problem}', { field: s.name, problem: s.reason })));
  return conflict(
    skipped.length > SHOWN_SKIPPED
      ? words('Nothing to pay ({skipped}; …)', { skipped: asWords(sample) })
      : words('Nothing to pay ({skipped})', { skipped: asWords(sample) }),
  );
}

/** The winners not paid, their reasons in the reader's language. */
const saidSkipped = (locale: Locale, skipped: Skipped[]): DistributedPrizes['skipped'] => skipped.map((s) => ({ ...s, reason: say(locale, s.reason) }));

const beneficiaryOf = (details: PayeeDetails): Beneficiary =>
  details.kind === 'upi'
    ? { kind: 'upi', vpa: details.vpa, name: details.name }
    : { kind: 'bank', account: details.account, ifsc: details.ifsc, name: details.name };

/** Ours, unique per payout order; Juspay's rule: 4–64 letters, digits, `_`, `-`, `@`. */
const newOrderId = () => `kspay-${randomBytes(10).toString('hex')}`;

/**
 * Writes the order and one CREATING attempt per winner, and commits, before the provider hears of
 * it: whatever happens to this process afterwards, reconciliation finds the order. The tournament
 * row is locked meanwhile, and at most one live attempt per prize is allowed by the database
 * (payout_attempts_one_live_idx), so two "Pay all" at once send each prize once.
 */
export async function recordOrder(ctx: AppContext, user: UserRow, tournamentId: string, winnerIds: string[] | undefined) {
  return ctx.db.transaction(async (tx) => {
    await managedTournament(tx, user, tournamentId, { lock: true });
    const { pay, skipped, total } = await plan(ctx, tx, tournamentId, winnerIds);
    if (pay.length === 0) throw nothingToPay(skipped);
    const now = ctx.clock();
    const orderId = newOrderId();
    await tx.insert(payoutOrders).values({
      orderId,
      tournamentId,
      provider: ctx.payments.name,
      state: 'creating',
      requestedBy: user.id,
      createdAt: now,
      updatedAt: now,
      nextCheckAt: later(ctx, createGraceMs(ctx)),
    });
    const previous = await tx
      .select({ winnerId: payoutAttempts.winnerId, last: max(payoutAttempts.attempt) })
      .from(payoutAttempts)
      .where(
        inArray(
          payoutAttempts.winnerId,
          pay.map((p) => p.winnerId),
        ),
      )
      .groupBy(payoutAttempts.winnerId);
    const attempts = await tx
      .insert(payoutAttempts)
      .values(
        pay.map((p, position) => {
          const attempt = (previous.find((row) => row.winnerId === p.winnerId)?.last ?? 0) + 1;
          return {
            orderId,
            tournamentId,
            winnerId: p.winnerId,
            entryId: p.entryId,
            teamId: p.teamId,
            playerName: p.name,
            categoryName: p.categoryName,
            place: p.place,
            payeeMasked: p.payee.masked,
            attempt,
            position,
            // One key per prize and attempt: the provider refuses a second payout under it.
            idempotencyKey: `${p.winnerId}-${attempt}`,
            amount: p.amount,
            currency: p.currency,
            status: 'CREATING',
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning();
    await tx.insert(payoutStatusChanges).values(attempts.map((a) => ({ attemptId: a.id, status: 'CREATING', source: 'request' as const, at: now })));
    // The winner shows it too, so nothing (a recomputation, an override, another "Pay all") touches a prize being sent.
    await tx
      .update(prizeWinners)
      .set({ status: 'CREATING', fulfillmentId: null, transactionId: null, updatedAt: now })
      .where(
        inArray(
          prizeWinners.id,
          pay.map((p) => p.winnerId),
        ),
      );
    await publishChange(tx, tournamentId, 'payouts', null, now);
    return { orderId, tournamentId, pay, attempts, skipped, total };
  });
}

/**
 * POST /players/distribute-prizes: one payout order, one fulfillment per winner to pay. The balance
 * is checked first (a provider that is down answers here, before anything is written); then the
 * attempts are committed, the order sent, and its answer stored: winners become INITIATED with
 * their fulfillment_id, in order.
 */
export async function distributePrizes(
  ctx: AppContext,
  user: UserRow,
  { tournamentId, winnerIds }: { tournamentId: string; winnerIds?: string[] },
  locale: Locale,
): Promise<{ message: string; data: DistributedPrizes }> {
  const preview = await ctx.db.transaction(async (tx) => {
    await managedTournament(tx, user, tournamentId);
    return plan(ctx, tx, tournamentId, winnerIds);
  });
  if (preview.pay.length === 0) throw nothingToPay(preview.skipped);
  const currency = preview.pay[0].currency;
  let balance;
  try {
    balance = await ctx.payments.balance();
  } catch (error) {
    throw providerFailure(error, words('nothing was sent'));
  }
  if (balance.currency !== currency) {
    throw conflict(
      words('The payment provider pays in {provider}; these prizes are in {currency}. Nothing was sent', { provider: balance.currency, currency }),
    );
  }
  if (balance.amount < preview.total) {
    throw conflict(
      words('The payout account holds {balance}; these prizes need {total}. Nothing was sent', {
        balance: formatMoney(balance.amount, currency),
        total: formatMoney(preview.total, currency),
      }),
    );
  }

  const { message, data } = await sendOrder(ctx, user, await recordOrder(ctx, user, tournamentId, winnerIds));
  return { message: say(locale, message), data: { ...data, skipped: saidSkipped(locale, data.skipped) } };
}

export type RecordedOrder = Awaited<ReturnType<typeof recordOrder>>;

/** The provider's request for a recorded order: one fulfillment per attempt, in their order, each under its idempotency key. */
export const payoutRequestOf = (user: UserRow, { orderId, pay, attempts }: RecordedOrder): PayoutRequest => ({
  orderId,
  customer: { id: user.id, email: user.email, ...(user.phone ? { phone: user.phone } : {}) },
  fulfillments: pay.map((p, i) => ({ beneficiary: beneficiaryOf(p.payee.details), amount: p.amount, idempotencyKey: attempts[i].idempotencyKey })),
});

/** Sends a recorded order and stores the answer; if no answer comes, reconciliation takes over. */
export async function sendOrder(
  ctx: AppContext,
  user: UserRow,
  recorded: RecordedOrder,
): Promise<{ message: Message; data: Omit<DistributedPrizes, 'skipped'> & { skipped: Skipped[] } }> {
  const { orderId, tournamentId, pay, attempts, skipped, total } = recorded;
  let answer: PayoutOrder;
  try {
    answer = await ctx.payments.createPayout(payoutRequestOf(user, recorded));
  } catch (error) {
    if (error instanceof ProviderRejectedError) {
      await refused(ctx, orderId, tournamentId, error);
      throw new ApiFailure(
        502,
        words('The payment provider refused the payout: {reason}. Nothing was paid; correct it and pay again', { reason: error.message }),
      );
    }
    // The order may or may not exist at the provider: reconciliation asks soon and adopts or flags it.
    await ctx.db
      .update(payoutOrders)
      .set({ lastError: (error as Error).message, updatedAt: ctx.clock(), nextCheckAt: later(ctx, pollMs(ctx)) })
      .where(eq(payoutOrders.orderId, orderId));
    throw providerFailure(
      error,
      words('no payout is marked as started; Kingside asks the provider about order {orderId} and will show its answer', { orderId }),
    );
  }

  const stored = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(payoutOrders).where(eq(payoutOrders.orderId, orderId)).for('update');
    return adoptOrder(ctx, tx, order, answer, 'response');
  });
  const sent = pay.map((p, i) => {
    const attempt = stored.find((a) => a.id === attempts[i].id) ?? attempts[i];
    return { winnerId: p.winnerId, name: p.name, amount: p.amount, fulfillment_id: attempt.fulfillmentId, status: attempt.status };
  });
  return {
    message: words('{count, plural, one {Sent # prize ({total}) to the payment provider} other {Sent # prizes ({total}) to the payment provider}}', {
      count: sent.length,
      total: formatMoney(total, pay[0].currency),
    }),
    data: { orderId, sent, skipped, total },
  };
}

/** The provider refused the order outright: nothing was created, so each attempt failed and may be retried. */
async function refused(ctx: AppContext, orderId: string, tournamentId: string, error: ProviderRejectedError): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const attempts = await tx.select().from(payoutAttempts).where(eq(payoutAttempts.orderId, orderId)).for('update');
    for (const attempt of attempts) {
      const update = { status: 'FAILURE', transactionId: null, fulfillmentId: null, failureReason: words('Refused: {reason}', { reason: error.message }) };
      await applyToAttempt(tx, attempt, update, 'response', now, { note: update.failureReason });
    }
    await tx
      .update(payoutOrders)
      .set({ state: 'closed', lastError: error.message, updatedAt: now, nextCheckAt: null })
      .where(eq(payoutOrders.orderId, orderId));
    await publishChange(tx, tournamentId, 'payouts', null, now);
  });
}

/** The provider's own words are passed on as it wrote them; what follows for the organiser is said in their language. */
function providerFailure(error: unknown, consequence: Words): ApiFailure {
  if (error instanceof ProviderRejectedError)
    return new ApiFailure(502, words('The payment provider refused: {reason}; {consequence}', { reason: error.message, consequence }));
  const detail =
    error instanceof ProviderUnavailableError
      ? error.message.replace(/; nothing was paid\.$/, '')
      : words('The payment provider failed ({reason})', { reason: (error as Error).message });
  return new ApiFailure(503, words('{first}; {rest}', { first: detail, rest: consequence }));
}
