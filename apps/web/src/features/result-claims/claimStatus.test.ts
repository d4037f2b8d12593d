import { describe, expect, it } from 'vitest';
import { claimStatus } from './claimStatus.js';

const open = { result: null, closed: null, mine: null, theirs: null } as const;

describe("what a player is told about their board's result", () => {
  it('asks for the result, then waits for the opponent, or offers to agree with them', () => {
    expect(claimStatus(open)).toMatchObject({ type: 'info', title: 'Tap the result of your game' });
    expect(claimStatus({ ...open, mine: '1-0' })).toMatchObject({
      type: 'info',
      title: 'You confirmed 1-0',
      description: 'Waiting for your opponent to confirm.',
    });
    expect(claimStatus({ ...open, theirs: '0-1' })).toMatchObject({ title: 'Your opponent confirmed 0-1', description: 'Tap the same result if you agree.' });
  });
  it('says an agreement waits for the arbiter, and a dispute is flagged for them with both results', () => {
    expect(claimStatus({ ...open, mine: '1/2-1/2', theirs: '1/2-1/2' })).toMatchObject({ type: 'success', title: 'You both confirmed ½-½' });
    expect(claimStatus({ ...open, mine: '1-0', theirs: '1/2-1/2' })).toMatchObject({
      type: 'warning',
      description: expect.stringMatching(/^You: 1-0, your opponent: ½-½\. The board is flagged for the arbiter/),
    });
  });
  it("puts the arbiter's entry before any confirmation, and says why a closed board takes none", () => {
    expect(claimStatus({ ...open, mine: '1-0', theirs: '1-0', result: '0-1', closed: 'entered' })).toMatchObject({
      type: 'success',
      title: 'The arbiter entered 0-1',
    });
    expect(claimStatus({ ...open, closed: 'Round 2 has not started yet.' })).toEqual({ type: 'info', title: 'Round 2 has not started yet.' });
  });
});
