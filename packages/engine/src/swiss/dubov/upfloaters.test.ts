// The choice of upfloaters (C.04.4.1 art. 3.2.1-3.2.2) against the quality
// criteria of art. 2.3, on players whose states are set by hand: one resident
// alone in its scoregroup, three lower players of whom one floats up and the
// other two meet each other.

import { describe, expect, it } from 'vitest';
import { blankPlayer, blankTournament } from '../../model.js';
import { dubovRound, type DubovPlayer, type DubovRound } from './state.js';
import { chooseUpfloaters } from './upfloaters.js';

/** Before round 1 of a 9-round event (MaxT 3): nobody has met anybody, everybody seeks black mildly. */
function fresh(lastRound = false): { round: DubovRound; player: (n: number, fields?: Partial<DubovPlayer>) => DubovPlayer } {
  const t = blankTournament({
    name: 'Dubov',
    totalRounds: 9,
    initialColour: 'w',
    players: [1, 2, 3, 4].map((n) => blankPlayer(n, { name: `P${n}`, rating: 2000 })),
  });
  const round = { ...dubovRound(t), lastRound };
  return { round, player: (n, fields = {}) => ({ ...(round.players.get(n) as DubovPlayer), ...fields }) };
}

const chosen = (round: DubovRound, resident: DubovPlayer, lower: DubovPlayer[]) => chooseUpfloaters(round, [resident], lower)?.map((p) => p.startNumber);

describe('Dubov upfloaters', () => {
  it('art. 4.2.2: with nothing else to choose, the first by score then pairing number', () => {
    const { round, player } = fresh();
    expect(chosen(round, player(1, { score: 10 }), [player(4), player(3), player(2)])).toEqual([2]);
  });

  it('[C6] art. 2.3.2 before [C7]: the higher score floats though it wants the resident’s colour', () => {
    const { round, player } = fresh();
    const resident = player(1, { score: 20, preference: 'w' });
    expect(chosen(round, resident, [player(2, { score: 0, preference: 'b' }), player(3, { score: 10, preference: 'w' }), player(4, { score: 0 })])).toEqual([
      3,
    ]);
  });

  it('[C7] art. 2.3.3 before the order of art. 4.2: the player who wants the other colour floats', () => {
    const { round, player } = fresh();
    const resident = player(1, { score: 10, preference: 'b' });
    expect(chosen(round, resident, [player(2), player(3, { preference: 'w' }), player(4)])).toEqual([3]);
  });

  it('[C8] art. 2.3.4: a maximum upfloater (upfloated MaxT = 3 times) is avoided', () => {
    const { round, player } = fresh();
    expect(chosen(round, player(1, { score: 10 }), [player(2, { upfloats: 3 }), player(3), player(4)])).toEqual([3]);
  });

  it('[C9] art. 2.3.5: between maximum upfloaters, the one upfloated fewer times', () => {
    const { round, player } = fresh();
    expect(chosen(round, player(1, { score: 10 }), [player(2, { upfloats: 4 }), player(3, { upfloats: 3 }), player(4, { upfloats: 5 })])).toEqual([3]);
  });

  it('[C8]-[C10] do not apply in the last round: the order of art. 4.2 decides', () => {
    const { round, player } = fresh(true);
    expect(chosen(round, player(1, { score: 10 }), [player(2, { upfloats: 3, upfloatedLastRound: true }), player(3), player(4)])).toEqual([2]);
  });

  it('[C4] art. 2.2.1: the lower players left must still pair, even against the order of art. 4.2', () => {
    const { round, player } = fresh();
    round.cannotMeet = new Map([
      [3, new Set([4])],
      [4, new Set([3])],
    ]);
    // With 2 floating, 3 and 4 would have to meet.
    expect(chosen(round, player(1, { score: 10 }), [player(2), player(3), player(4)])).toEqual([3]);
  });
});
