import { describe, expect, it } from 'vitest';
import { approvalNote, teamApprovalState } from './teamApproval.js';

describe("a registered team's approval in words", () => {
  it('tells the captain what waits for the approval, a player only that it waits, and nothing once approved', () => {
    expect(teamApprovalState('awaiting', { captain: true })).toEqual({
      tone: 'info',
      title:
        'The organiser approves each team: yours awaits their decision. You can invite your players, and pay the entry fee if there is one, once it is approved.',
    });
    expect(teamApprovalState('awaiting', { captain: false })?.title).toBe('The organiser approves each team: this one awaits their decision.');
    expect(teamApprovalState('declined', { captain: true })).toEqual({ tone: 'warning', title: 'The organiser declined this team: it is not in the event.' });
    expect(teamApprovalState('approved', { captain: true })).toBeNull();
    expect([approvalNote('awaiting'), approvalNote('declined'), approvalNote('approved')]).toEqual([
      " · awaiting the organiser's approval",
      ' · declined by the organiser',
      '',
    ]);
  });
});
