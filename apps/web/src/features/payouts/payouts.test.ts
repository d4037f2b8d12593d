import { describe, expect, it } from 'vitest';
import { payeeDetailsBody } from '@kingside/contract';
import { flaggedAttempt, formatBalance, payeeBody, payoutStatusTag } from './payouts.js';

describe('payout helpers', () => {
  it('send only the chosen kind of payee details, in the shape the server checks', () => {
    const values = { kind: 'upi' as const, vpa: 'asha@oksbi', account: '123456789', ifsc: 'SBIN0001234', name: 'Asha' };
    expect(payeeBody(values)).toEqual({ kind: 'upi', vpa: 'asha@oksbi', name: 'Asha' });
    expect(payeeBody({ ...values, kind: 'bank' })).toEqual({ kind: 'bank', account: '123456789', ifsc: 'SBIN0001234', name: 'Asha' });
    expect(payeeDetailsBody.safeParse(payeeBody({ ...values, kind: 'bank' })).success).toBe(true);
    expect(payeeDetailsBody.safeParse(payeeBody({ kind: 'upi', vpa: 'no-handle', name: 'Asha' })).success).toBe(false);
  });

  it('name each status in the organiser’s words', () => {
    expect(payoutStatusTag(null).text).toBe('Not paid');
    expect(payoutStatusTag('SUCCESS')).toEqual({ text: 'Paid', color: 'green' });
    expect(payoutStatusTag('FAILURE').text).toBe('Failed');
    expect(payoutStatusTag('FAIL').text).toBe('Failed');
    expect(payoutStatusTag('CREATED').text).toBe('Initiated');
    expect(payoutStatusTag('INITIATED').text).toBe('Initiated');
    expect(payoutStatusTag('PENDING').text).toBe('Pending');
    expect(payoutStatusTag('UNKNOWN').text).toBe('Check with provider');
  });

  it('show a balance in a currency the app knows, or as a plain figure', () => {
    expect(formatBalance({ amount: 250_000_00, currency: 'INR' })).toBe('₹2,50,000');
    expect(formatBalance({ amount: 1050, currency: 'XYZ' })).toBe('10.50 XYZ');
  });

  it('find the flagged attempt to release', () => {
    const attempt = (status: string) => ({ status }) as Parameters<typeof flaggedAttempt>[0][number];
    expect(flaggedAttempt([attempt('FAILURE'), attempt('UNKNOWN')])?.status).toBe('UNKNOWN');
    expect(flaggedAttempt([attempt('SUCCESS')])).toBeUndefined();
  });
});
