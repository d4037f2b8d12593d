import { describe, expect, it } from 'vitest';
import { STANDARD_POINTS } from '@kingside/engine';

describe('standard point system', () => {
  it('scores a win 1, a draw a half and a pairing-allocated bye as a win', () => {
    expect(STANDARD_POINTS.win).toBe(1);
    expect(STANDARD_POINTS.draw).toBe(0.5);
    expect(STANDARD_POINTS.pairingAllocatedBye).toBe(STANDARD_POINTS.win);
  });
});
