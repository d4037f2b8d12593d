// `kingside pair --dubov`: the same interface as --dutch, pairing by the
// FIDE Dubov system (C.04.4.1).

import { describe, expect, it } from 'vitest';
import { blankPlayer, blankTournament, type Tournament } from '../model.js';
import { pairDubov } from '../swiss/dubov/index.js';
import { generatedOpen, playRound, seededRandom } from '../swiss/dutch/generated-open.js';
import { writeTrf } from '../trf/index.js';
import { run } from './test-support/memory-io.js';
import { pairInterfaceCases } from './test-support/pair-interface.js';

const five = writeTrf(
  blankTournament({
    name: 'CLI test',
    totalRounds: 3,
    initialColour: 'w',
    players: [1, 2, 3, 4, 5].map((n) => blankPlayer(n, { name: `Player ${n}`, rating: 2100 - 100 * n })),
  }),
);

/** Five rounds of a 9-player open, every round paired by pairDubov. */
function dubovOpen(): Tournament {
  const t = generatedOpen(9, 5, 7);
  const random = seededRandom(7);
  for (let r = 1; r <= 5; r++) playRound(t, pairDubov(t), random);
  return t;
}

describe('kingside pair --dubov', () => {
  it('-p prints the number of pairs (the bye counted), the boards and the bye as "id 0"', async () => {
    // C.04.4.1 art. 3.1.5: the bye to the largest pairing number; G1 = 1, 2 against G2 = 3, 4; 5.2.1 the colours.
    const r = await run(['pair', '--dubov', 'in.trf', '-p'], { 'in.trf': five });
    expect(r).toMatchObject({ code: 0, stderr: '', stdout: '3\n1 3\n4 2\n5 0\n' });
  });

  it('-p OUT writes the pairing to OUT', async () => {
    const r = await run(['pair', '--dubov', 'in.trf', '-p', 'out.txt'], { 'in.trf': five });
    expect(r.code).toBe(0);
    expect(r.files.get('out.txt')).toBe('3\n1 3\n4 2\n5 0\n');
  });

  pairInterfaceCases('--dubov', dubovOpen);
});
