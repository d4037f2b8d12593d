import { describe, expect, it } from 'vitest';
import { moveInRoster, playersWithoutTeam, rosterChanges } from './roster.js';

describe('roster editing', () => {
  it('moves a player up or down the board order, not past the ends', () => {
    expect(moveInRoster(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveInRoster(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('after round 1 keeps the saved order and players: only new last reserves may be added or taken back', () => {
    const fixed = rosterChanges(true, ['a', 'b']);
    expect(fixed.canMove).toBe(false);
    expect(fixed.canRemove('a')).toBe(false);
    expect(fixed.canRemove('new')).toBe(true);
    expect(rosterChanges(false, ['a']).canRemove('a')).toBe(true);
  });

  it('offers the players on no team', () => {
    const players = [{ uuid: 'a' }, { uuid: 'b' }, { uuid: 'c' }];
    expect(playersWithoutTeam(players, [[{ entryId: 'a' }], [{ entryId: 'c' }]])).toEqual([{ uuid: 'b' }]);
  });
});
