import { describe, expect, it } from 'vitest';
import type { TeamEntryFee } from '@kingside/contract';
import { teamFeeState } from './teamFee.js';

const order = (outcome: 'pending' | 'success' | 'failure'): NonNullable<TeamEntryFee['order']> => ({
  orderId: 'ef1',
  attempt: 1,
  status: { pending: 'NEW', success: 'CHARGED', failure: 'AUTHORIZATION_FAILED' }[outcome],
  outcome,
  paymentUrl: outcome === 'pending' ? 'https://pay.example/ef1' : null,
  amount: 50000,
  currency: 'INR',
  createdAt: '2026-12-01T10:00:00.000Z',
});
const fee = (over: Partial<TeamEntryFee>): TeamEntryFee => ({
  status: 'awaiting_payment',
  amount: 50000,
  currency: 'INR',
  paymentUrl: null,
  order: null,
  paidHow: null,
  ...over,
});

const captain = { captain: true, roundOnePaired: false };
const player = { captain: false, roundOnePaired: false };

describe("the team entry fee on the captain's page", () => {
  it('offers the captain to pay again after a refused payment, and says it did not go through', () => {
    const state = teamFeeState(fee({ order: order('failure') }), captain);
    expect(state).toMatchObject({ tone: 'warning', pay: 'Pay again' });
    expect(state?.title).toMatch(/did not go through: the team is not paired until it is paid\.$/);
    expect(teamFeeState(fee({ order: order('failure') }), player)?.pay).toBeNull();
  });

  it('offers to pay again after a payment page left before paying (its order still open), and to pay with no order yet', () => {
    expect(teamFeeState(fee({ order: order('pending'), paymentUrl: 'https://pay.example/ef1' }), captain)).toMatchObject({
      title: 'Entry fee ₹500 awaiting payment: the team is not paired until it is paid. Left the payment page before paying? Pay again.',
      pay: 'Pay again',
    });
    expect(teamFeeState(fee({}), captain)?.pay).toBe('Pay the entry fee');
  });

  it('says how a paid fee was paid, and offers nothing once paid or refunded', () => {
    expect(teamFeeState(fee({ status: 'paid', paidHow: 'organiser', order: order('pending') }), captain)).toEqual({
      tone: 'success',
      title: 'Entry fee ₹500 paid in hand, as the organiser confirmed.',
      pay: null,
    });
    expect(teamFeeState(fee({ status: 'paid', paidHow: 'provider', order: order('success') }), captain)?.title).toBe('Entry fee ₹500 paid online.');
    expect(teamFeeState(fee({ status: 'refunded', paidHow: 'provider' }), captain)).toMatchObject({ tone: 'info', pay: null });
    expect(teamFeeState(null, captain)).toBeNull();
  });

  it('sends a late fee to the organiser at the hall once round 1 is paired', () => {
    expect(teamFeeState(fee({ order: order('failure') }), { captain: true, roundOnePaired: true })).toEqual({
      tone: 'warning',
      title: 'Entry fee ₹500 not paid: the team is not paired until it is paid. Round 1 is paired, so it is paid to the organiser at the hall.',
      pay: null,
    });
    expect(teamFeeState(fee({}), { captain: false, roundOnePaired: true })?.title).toMatch(/at the hall by your captain\.$/);
  });
});
