// `kingside pair --burstein`: the same interface as --dutch, pairing by the
// FIDE Burstein system (C.04.4.2).

import { describe, expect, it } from 'vitest';
import { blankPlayer, blankTournament, type RoundEntry, type Tournament } from '../model.js';
import { pairBurstein } from '../swiss/burstein/index.js';
import { generatedOpen, playRound, seededRandom } from '../swiss/dutch/generated-open.js';
import { writeTrf } from '../trf/index.js';
import { run } from './test-support/memory-io.js';
import { pairInterfaceCases } from './test-support/pair-interface.js';

const entry = (opponent: number, colour: 'w' | 'b', result: RoundEntry['result']): RoundEntry => ({ opponent, colour, result });

/** Four players who drew in round 1 (1-2, 3-4) of three: round 2 is past the one seeding round (art. 1.6.2). */
const drawn = writeTrf(
  blankTournament({
    name: 'CLI test',
    totalRounds: 3,
    initialColour: 'w',
    players: [
      blankPlayer(1, { name: 'Player 1', rating: 2000, rounds: [entry(2, 'w', '=')] }),
      blankPlayer(2, { name: 'Player 2', rating: 1900, rounds: [entry(1, 'b', '=')] }),
      blankPlayer(3, { name: 'Player 3', rating: 1800, rounds: [entry(4, 'w', '=')] }),
      blankPlayer(4, { name: 'Player 4', rating: 1700, rounds: [entry(3, 'b', '=')] }),
    ],
  }),
);

/** Seven rounds of a 10-player open, every round paired by pairBurstein (the first three by the Dutch system). */
function bursteinOpen(): Tournament {
  const t = generatedOpen(10, 7, 11);
  const random = seededRandom(11);
  for (let r = 1; r <= 7; r++) playRound(t, pairBurstein(t), random);
  return t;
}

describe('kingside pair --burstein', () => {
  it('-p prints the number of pairs and the boards', async () => {
    // C.04.4.2 art. 4.3: bracket number 1 meets number 4, 2 meets 3; colours by art. 5.2.2.
    const r = await run(['pair', '--burstein', 'in.trf', '-p'], { 'in.trf': drawn });
    expect(r).toMatchObject({ code: 0, stderr: '', stdout: '2\n4 1\n2 3\n' });
  });

  it('-p OUT writes the pairing to OUT', async () => {
    const r = await run(['pair', '--burstein', 'in.trf', '-p', 'out.txt'], { 'in.trf': drawn });
    expect(r.code).toBe(0);
    expect(r.files.get('out.txt')).toBe('2\n4 1\n2 3\n');
  });

  it('-p pairs a seeding round as --dutch does (art. 1.6.1)', async () => {
    const five = writeTrf(
      blankTournament({
        name: 'CLI test',
        totalRounds: 5,
        initialColour: 'w',
        players: [1, 2, 3, 4, 5].map((n) => blankPlayer(n, { name: `Player ${n}`, rating: 2100 - 100 * n })),
      }),
    );
    const burstein = await run(['pair', '--burstein', 'in.trf', '-p'], { 'in.trf': five });
    const dutch = await run(['pair', '--dutch', 'in.trf', '-p'], { 'in.trf': five });
    expect(burstein).toMatchObject({ code: 0, stdout: dutch.stdout });
  });

  pairInterfaceCases('--burstein', bursteinOpen);
});
