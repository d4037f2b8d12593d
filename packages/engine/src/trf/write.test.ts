import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankTournament, STANDARD_POINTS, type Player, type ResultCode, type RoundEntry, type Tournament } from '../model.js';
import { arbiterText, readTrf, writeTrf } from './index.js';
import { withoutSource } from './test-support/without-source.js';

function tournament(players: Player[], extra: Partial<Tournament> = {}): Tournament {
  return blankTournament({ name: 'Test Open', players, ...extra });
}

const alpha: Player = {
  startNumber: 1,
  name: 'Mirzoev, Azer',
  sex: 'm',
  title: 'g',
  rating: 2527,
  federation: 'AZE',
  fideId: '13400304',
  birthDate: '1978/01/02',
  points: 1.5,
  rank: 1,
  rounds: [
    { opponent: 2, colour: 'w', result: '1' },
    { opponent: null, colour: null, result: 'H' },
  ],
};
const beta: Player = {
  startNumber: 2,
  name: 'Beta',
  sex: '',
  title: '',
  rating: 0,
  federation: '',
  fideId: '',
  birthDate: '',
  points: 0,
  rank: 0,
  rounds: [{ opponent: 1, colour: 'b', result: '0' }],
};

describe('writeTrf', () => {
  it('puts every field of a 001 record in its TRF-2026 columns', () => {
    const text = writeTrf(tournament([alpha, beta], { totalRounds: 9, initialColour: 'w' }));
    const lines = text.split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['012 Test Open', '142 9', '152 W']);
    const line = lines[3];
    const col = (from: number, to: number) => line.slice(from - 1, to);
    expect(col(1, 3)).toBe('001');
    expect(col(5, 8)).toBe('   1');
    expect(col(10, 10)).toBe('m');
    expect(col(11, 13)).toBe(' GM');
    expect(col(15, 47).trimEnd()).toBe('Mirzoev, Azer');
    expect(col(49, 52)).toBe('2527');
    expect(col(54, 56)).toBe('AZE');
    expect(col(58, 68)).toBe('   13400304');
    expect(col(70, 79)).toBe('1978/01/02');
    expect(col(81, 84)).toBe(' 1.5');
    expect(col(86, 89)).toBe('   1');
    expect(col(92, 101)).toBe('   2 w 1  ');
    expect(col(102, 109)).toBe('0000 - H');
    expect(line).toHaveLength(109);
    expect(lines[4]).toBe(`001    2      ${'Beta'.padEnd(33)}${' '.repeat(33)} 0.0${' '.repeat(7)}   1 b 0`);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('writes a non-standard point system as 162, and as XXS where 162 cannot say it', () => {
    const threeOne = { ...STANDARD_POINTS, win: 3, forfeitWin: 3, fullPointBye: 3, pairingAllocatedBye: 3, draw: 1, halfPointBye: 1 };
    expect(writeTrf(tournament([], { pointSystem: threeOne }))).toContain('162  W 3.0    D 1.0\r\n');
    const odd = { ...threeOne, halfPointBye: 0.5 };
    const text = writeTrf(tournament([], { pointSystem: odd }));
    expect(text).toContain('XXS ');
    expect(readTrf(text).pointSystem).toEqual(odd);
  });

  it('refuses values that do not fit their columns', () => {
    expect(() => writeTrf(tournament([{ ...beta, name: 'x'.repeat(34) }]))).toThrow(/name of player 2/);
    expect(() => writeTrf(tournament([{ ...beta, rating: 12345 }]))).toThrow(RangeError);
    expect(() => writeTrf(tournament([{ ...beta, points: 0.25 }]))).toThrow(/decimal/);
    expect(() => writeTrf(tournament([beta, beta]))).toThrow(/used twice/);
  });
});

describe('defect 2, TRF injection', () => {
  const ghost = '001    9      Ghost, Player                     2800';

  it('refuses a player name that would break its line and become a record of its own', () => {
    for (const name of [`Beta\n${ghost}`, `Beta\r${ghost}`, 'Beta\u2028x', 'Beta\u0085x', 'Be\u0000ta']) {
      expect(() => writeTrf(tournament([alpha, { ...beta, name }]))).toThrow(/name of player 2 .* control character/s);
    }
  });

  it('refuses line breaks in every free-text field of the tournament section and in kept lines', () => {
    const broken = `Open\n${ghost}`;
    for (const extra of [
      { name: broken },
      { city: broken },
      { chiefArbiter: broken },
      { timeControl: broken },
      { deputyArbiters: ['Ann', broken] },
      { keptLines: [{ code: 'XXZ', text: broken }] },
      { keptLines: [{ code: `X\nY`, text: 'z' }] },
    ] satisfies Partial<Tournament>[]) {
      expect(() => writeTrf(tournament([alpha, beta], extra))).toThrow(/control character/);
    }
  });

  it('writes one record per player when the names are clean', () => {
    const text = writeTrf(tournament([alpha, beta]));
    expect(readTrf(text).players.map((p) => p.name)).toEqual(['Mirzoev, Azer', 'Beta']);
  });
});

/** Random tournaments in the reader's normal form: every game recorded on both sides. */
const arbitraryTournament: fc.Arbitrary<Tournament> = fc
  .record({
    size: fc.integer({ min: 0, max: 14 }),
    rounds: fc.integer({ min: 0, max: 6 }),
    seed: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
    names: fc.array(fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ ,.'-]{0,30}[A-Za-z]$/), { minLength: 14, maxLength: 14 }),
    totalRounds: fc.integer({ min: 0, max: 20 }),
    initialColour: fc.constantFrom('w' as const, 'b' as const, null),
    win: fc.constantFrom(1, 2, 3),
    rankOrder: fc.boolean(),
  })
  .map(({ size, rounds, seed, names, totalRounds, initialColour, win, rankOrder }) => {
    let k = 0;
    const next = (n: number) => seed[k++ % seed.length] % n;
    const players: Player[] = Array.from({ length: size }, (_, i) => ({
      startNumber: i + 1,
      name: names[i],
      sex: ['', 'm', 'w'][next(3)],
      title: ['', 'g', 'wf', 'm'][next(4)],
      rating: next(2) === 0 ? 0 : 1000 + next(1800),
      federation: ['', 'ESP', 'IND'][next(3)],
      fideId: next(2) ? String(next(99999999)) : '',
      birthDate: ['', '1990', '2001/02/03'][next(3)],
      points: next(20) / 2,
      rank: next(size + 1),
      rounds: [] as RoundEntry[],
    }));
    const byeResults: ResultCode[] = ['U', 'H', 'F', 'Z', '-', ' '];
    const gameResults: [ResultCode, ResultCode][] = [
      ['1', '0'],
      ['=', '='],
      ['0', '1'],
      ['+', '-'],
      ['-', '+'],
      ['W', 'L'],
      ['D', 'D'],
      [' ', ' '],
    ];
    for (let r = 0; r < rounds; r++) {
      const order = players.map((p) => p.startNumber).sort(() => next(3) - 1);
      while (order.length >= 2 && next(5) > 0) {
        const a = order.pop()!;
        const b = order.pop()!;
        const [ra, rb] = gameResults[next(gameResults.length)];
        const white = next(2) === 0;
        players[a - 1].rounds[r] = { opponent: b, colour: white ? 'w' : 'b', result: ra };
        players[b - 1].rounds[r] = { opponent: a, colour: white ? 'b' : 'w', result: rb };
      }
      for (const n of order) players[n - 1].rounds[r] = { opponent: null, colour: null, result: byeResults[next(byeResults.length)] };
    }
    const t = tournament(players, {
      name: names[0],
      city: 'Donostia',
      totalRounds,
      initialColour,
      pointSystem: { ...STANDARD_POINTS, win, forfeitWin: win, fullPointBye: win, pairingAllocatedBye: win },
      forbiddenPairs: size >= 2 ? [[1, 2]] : [],
      accelerations: size >= 1 ? [{ startNumber: 1, points: [1, 1, 0.5] }] : [],
      keptLines: [
        { code: '062', text: String(size) },
        { code: '013', text: 'Team A                              1' },
      ],
      deputyArbiters: ['', 'Deputy'],
      roundDates: totalRounds >= 3 ? ['26/03/01', '', '26/03/03'] : undefined,
    });
    if (rankOrder) t.rankOrder = true;
    return t;
  });

describe('TRF-2026 132, the round dates, and the arbiters with their FIDE ids', () => {
  it("writes each round's date in its round's columns, and reads them back", () => {
    const t = tournament([], {
      chiefArbiter: arbiterText('IA Ann Arbiter', 22232540),
      deputyArbiters: [arbiterText('Bob Deputy', 123), arbiterText('No Id', null)],
    });
    t.roundDates = ['26/11/27', '', '26/11/29'];
    const lines = writeTrf(t).split('\r\n');
    const dates = lines.find((l) => l.startsWith('132'))!;
    expect(dates.slice(91, 99)).toBe('26/11/27');
    expect(dates.slice(101, 109)).toBe('        ');
    expect(dates.slice(111)).toBe('26/11/29');
    // Round r's date sits above round r's block of the 001 records.
    expect(lines.filter((l) => /^(102|112|122|132)/.test(l)).map((l) => l.slice(0, 3))).toEqual(['102', '112', '112', '132']);
    expect(lines).toContain('102 IA Ann Arbiter (22232540)');
    expect(lines).toContain('112 Bob Deputy (123)');
    expect(lines).toContain('112 No Id');
    expect(readTrf(writeTrf(t)).roundDates).toEqual(['26/11/27', '', '26/11/29']);
  });

  it('refuses a round date that is not YY/MM/DD, and keeps a 132 out of its columns as the file has it', () => {
    expect(() => writeTrf(tournament([], { roundDates: ['2026-11-27'] }))).toThrow(/round date "2026-11-27" is not YY\/MM\/DD/);
    const odd = '132 26/11/27 26/11/28';
    const t = readTrf(['012 Odd dates', odd, '001    1      Alpha                                0'].join('\n'));
    expect(t.roundDates).toBeUndefined();
    expect(writeTrf(t).split('\r\n')).toContain(odd);
  });
});

describe('readTrf(writeTrf(t))', () => {
  it('gives back the same tournament', () => {
    fc.assert(
      fc.property(arbitraryTournament, (t) => {
        expect(withoutSource(readTrf(writeTrf(t)))).toEqual(withoutSource(t));
      }),
      { numRuns: 300 },
    );
  });
});
