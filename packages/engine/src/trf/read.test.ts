import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STANDARD_POINTS } from '../model.js';
import { pairingOfRound, readTrf, roundsPlayed, scoreAfter, TrfError, tournamentBeforeRound, writeTrf } from './index.js';
import { conformanceDir } from './test-support/conformance.js';
import { withoutSource } from './test-support/without-source.js';

const realDir = join(conformanceDir, 'real-trf');
const dutchDir = join(conformanceDir, 'dutch');
const dutchFiles = readdirSync(dutchDir)
  .filter((f) => f.endsWith('.trf'))
  .sort();

/** A 001 line built column by column, as TRF-2026 lays it out. */
function line001(n: number, name: string, rating: number, points: string, rounds: string[]): string {
  const head = `001 ${String(n).padStart(4)}      ${name.padEnd(33)} ${String(rating).padStart(4)}                            ${points.padStart(4)}       `;
  return head + rounds.map((r) => r.padEnd(10)).join('');
}

const small = [
  '012 Small Open',
  'XXR 3',
  line001(1, 'Alpha', 2000, '1.0', ['   2 w 1', '   3 b =']),
  line001(2, 'Beta', 1900, '0.5', ['   1 b 0', '0000 - H']),
  line001(3, 'Gamma', 1800, '1.5', ['0000 - U', '   1 w =']),
];

function expectTrfError(text: string, line: number, column: number, mentions: string): void {
  let caught: unknown;
  try {
    readTrf(text);
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(TrfError);
  const err = caught as TrfError;
  expect({ line: err.line, column: err.column }).toEqual({ line, column });
  expect(err.message).toContain(`line ${line}, column ${column}`);
  expect(err.message).toContain(mentions);
}

describe('real TRF files', () => {
  it('loads the lichess export completely and writes it back without loss', () => {
    const bytes = readFileSync(join(realDir, 'lichess-swiss-112-players.trf'));
    const t = readTrf(bytes);
    expect(t.players).toHaveLength(112);
    expect(t.totalRounds).toBe(21);
    expect(t.initialColour).toBe('w');
    expect(t.rankOrder).toBe(true);
    expect(t.name).toBe('NM Zulfikar Sali Bullet Chess');
    expect(t.startDate).toBe('May 10, 2020');
    const first = t.players[0];
    expect(first).toMatchObject({ startNumber: 1, name: 'sherwin--tiu', rating: 2529, points: 14.5 });
    expect(first.rounds).toHaveLength(20);
    expect(first.rounds[0]).toEqual({ opponent: 25, colour: 'b', result: '1' });
    // Player 2 left after round 12: the remaining rounds are absences.
    expect(t.players[1].rounds[12]).toEqual({ opponent: null, colour: null, result: '-' });
    for (const p of t.players) expect(scoreAfter(p.rounds, t.pointSystem)).toBe(p.points);
    expect(t.keptLines).toEqual([{ code: '062', text: '112' }]);
    expect(withoutSource(readTrf(writeTrf(t)))).toEqual(withoutSource(t));
  });

  it('loads the desktop-program export with titles, ids, accelerations and an empty deputy line', () => {
    const t = readTrf(readFileSync(join(realDir, 'open-gros-2010.trf')));
    expect(t.players).toHaveLength(52);
    expect(t.totalRounds).toBe(9);
    expect(t.deputyArbiters).toEqual(['']);
    expect(t.chiefArbiter).toBe('IA Mikel Larreategi Arana (22232540)');
    expect(t.players[0]).toMatchObject({
      startNumber: 1,
      sex: 'm',
      title: 'g',
      name: 'Mirzoev Azer',
      rating: 2527,
      federation: 'AZE',
      fideId: '13400304',
      birthDate: '1978',
      points: 4,
      rank: 1,
    });
    expect(t.players.map((p) => p.title).filter((x) => x !== '')).toContain('m');
    expect(t.accelerations[0]).toEqual({ startNumber: 1, points: [1, 1, 1, 0.5, 0.5] });
    expect(t.keptLines.map((l) => l.code)).toEqual(['062', '072', '082']);
    expect(withoutSource(readTrf(writeTrf(t)))).toEqual(withoutSource(t));
  });
});

describe('conformance tournaments (dutch/)', () => {
  it(`loads and round-trips all ${dutchFiles.length} files, every game seen from both sides`, () => {
    expect(dutchFiles.length).toBeGreaterThan(250);
    const problems: string[] = [];
    for (const f of dutchFiles) {
      const t = readTrf(readFileSync(join(dutchDir, f)));
      if (t.tournamentType !== 'FIDE_DUTCH_2025') problems.push(`${f}: type ${t.tournamentType}`);
      expect(withoutSource(readTrf(writeTrf(t))), f).toEqual(withoutSource(t));
      for (const p of t.players) {
        if (scoreAfter(p.rounds, t.pointSystem) !== p.points) problems.push(`${f}: score of player ${p.startNumber}`);
      }
      // Each round accounts for every player exactly once: a game, the bye, or an entry without opponent.
      for (let r = 1; r <= roundsPlayed(t); r++) {
        const { pairs, bye } = pairingOfRound(t, r);
        const count = new Map<number, number>();
        const add = (n: number) => count.set(n, (count.get(n) ?? 0) + 1);
        for (const { white, black } of pairs) {
          add(white);
          add(black);
        }
        if (bye !== null) add(bye);
        for (const p of t.players) {
          const e = p.rounds[r - 1];
          if (e && e.opponent === null && e.result !== 'U') add(p.startNumber);
        }
        for (const p of t.players) {
          if (p.rounds.length >= r && count.get(p.startNumber) !== 1) problems.push(`${f}: round ${r} player ${p.startNumber}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads the 3/1/0 point system of the rtg3 files from the 162 line', () => {
    const f = dutchFiles.find((x) => x.startsWith('rtg3-'))!;
    const t = readTrf(readFileSync(join(dutchDir, f)));
    expect(t.pointSystem).toEqual({ ...STANDARD_POINTS, win: 3, forfeitWin: 3, fullPointBye: 3, pairingAllocatedBye: 3, draw: 1, halfPointBye: 1 });
  });

  it('builds the input for a round as the conformance README describes', () => {
    const t = readTrf(readFileSync(join(dutchDir, dutchFiles[0])));
    const r = 5;
    const before = tournamentBeforeRound(t, r);
    expect(before.totalRounds).toBe(roundsPlayed(t));
    expect(before.initialColour).not.toBeNull();
    before.players.forEach((p, i) => {
      const full = t.players[i];
      expect(p.rounds.slice(0, r - 1)).toEqual(full.rounds.slice(0, r - 1));
      expect(p.points).toBe(scoreAfter(full.rounds, t.pointSystem, r - 1));
      const next = full.rounds[r - 1];
      const keeps = next !== undefined && next.opponent === null && next.result !== 'U';
      expect(p.rounds.length).toBe(keeps ? r : Math.min(r - 1, full.rounds.length));
    });
  });
});

describe('line endings and encodings', () => {
  it('reads CR, LF and CRLF files alike', () => {
    const lf = readTrf(small.join('\n'));
    expect(readTrf(small.join('\r'))).toEqual(lf);
    expect(readTrf(small.join('\r\n') + '\r\n')).toEqual(lf);
    expect(lf.players.map((p) => p.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('decodes UTF-8 (with or without a byte-order mark) and Latin-1 from the bytes', () => {
    const text = ['012 Café Open', line001(1, 'Müller, Jürgen', 2100, '0.0', []), line001(2, 'Øster, Åse', 2000, '0.0', [])].join('\r');
    const utf8 = new TextEncoder().encode(text);
    const latin1 = Uint8Array.from(text, (ch) => ch.charCodeAt(0));
    const bom = Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]);
    for (const bytes of [utf8, latin1, bom]) {
      const t = readTrf(bytes);
      expect(t.name).toBe('Café Open');
      expect(t.players.map((p) => p.name)).toEqual(['Müller, Jürgen', 'Øster, Åse']);
    }
  });

  it('reads the Windows-1252 characters that Latin-1 files from desktop programs contain', () => {
    const bytes = Uint8Array.from([...new TextEncoder().encode('012 Open '), 0x80, 0x20, 0x8a, 0x9e]);
    expect(readTrf(bytes).name).toBe('Open € Šž');
  });
});

describe('malformed input', () => {
  it('names line and column of a bad start number', () => {
    expectTrfError(['012 T', '001   x1      Alpha'].join('\n'), 2, 5, 'start number');
  });

  it('names line and column of a bad colour and a bad result', () => {
    expectTrfError([...small.slice(0, 2), small[2].slice(0, 96) + 'x' + small[2].slice(97)].join('\n'), 3, 97, 'colour');
    expectTrfError([...small.slice(0, 2), small[2].slice(0, 98) + '?' + small[2].slice(99)].join('\n'), 3, 99, 'result');
  });

  it('rejects a game the opponent does not record, or both players with the same colour', () => {
    const lonely = [small[0], small[1], small[2], line001(2, 'Beta', 1900, '0.5', ['0000 - Z'])];
    expectTrfError(lonely.join('\n'), 3, 92, 'to have 1 as opponent in round 1');
    const same = [small[0], small[1], small[2], small[3].replace('   1 b 0', '   1 w 0'), small[4]];
    expectTrfError(same.join('\n'), 3, 97, 'other colour');
    expectTrfError([small[0], line001(1, 'Alpha', 2000, '1.0', ['   7 w 1'])].join('\n'), 2, 92, 'player of the file');
  });

  it('rejects a start number used twice, naming the earlier line', () => {
    expectTrfError([small[0], line001(1, 'A', 2000, '0.0', []), line001(1, 'B', 2000, '0.0', [])].join('\n'), 3, 5, 'line 2');
  });

  it('rejects malformed tournament records', () => {
    expectTrfError('142 nine', 1, 5, 'number of rounds');
    expectTrfError('152 X', 1, 5, 'initial colour');
    expectTrfError('162  Q 3.0', 1, 6, 'result symbol');
    expectTrfError('162  W three', 1, 8, 'points for W');
    expectTrfError('XXC green1', 1, 5, 'white1');
    expectTrfError('XXR 9\n142 7', 2, 5, 'line 1');
    expectTrfError(`${small.join('\n')}\n260 001 002    1   99`, 6, 20, 'player of the file');
    expectTrfError(`${small.join('\n')}\n240 Q 003    1`, 6, 5, 'kind of bye');
    expectTrfError('00', 1, 1, 'record code');
    expectTrfError('012Name', 1, 4, 'blank after the record code');
  });

  it('rejects a bye for a round the player already played', () => {
    expectTrfError(`${small.join('\n')}\n240 H 001    1`, 6, 14, 'nothing else in round 1');
  });
});

describe('TRF-2026 and TRF(x) records', () => {
  it('writes 240 byes into the rounds and keeps them on writing', () => {
    const t = readTrf(`${small.join('\n')}\n240 H 004    1    3\n240 Z 003    2`);
    expect(t.players[0].rounds[3]).toEqual({ opponent: null, colour: null, result: 'H' });
    expect(t.players[1].rounds[2]).toEqual({ opponent: null, colour: null, result: 'Z' });
    expect(t.players[0].rounds[2]).toEqual({ opponent: null, colour: null, result: ' ' });
    expect(withoutSource(readTrf(writeTrf(t)))).toEqual(withoutSource(t));
  });

  it('marks XXZ players absent in the round to be paired', () => {
    const t = readTrf(`${small.join('\n')}\nXXZ 2`);
    expect(t.players[1].rounds[2]).toEqual({ opponent: null, colour: null, result: 'Z' });
    expect(t.players[0].rounds).toHaveLength(2);
  });

  it('reads forbidden pairs from XXP and from 260, over all rounds or some', () => {
    const t = readTrf(`${small.join('\n')}\nXXP 1 2 3\n260 002 003    1    2\n260 001 999    2    3`);
    expect(t.forbiddenPairs).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
      [2, 3],
    ]);
    expect(t.forbiddenPairsInRounds).toEqual([{ firstRound: 2, lastRound: 3, players: [1, 2] }]);
    expect(tournamentBeforeRound(t, 3).forbiddenPairs).toContainEqual([1, 2]);
    expect(tournamentBeforeRound(t, 1).forbiddenPairs).toHaveLength(4);
    expect(tournamentBeforeRound(t, 3).forbiddenPairsInRounds).toBeUndefined();
    expect(withoutSource(readTrf(writeTrf(t)))).toEqual(withoutSource(t));
  });

  it('reads accelerations from 250 ranges and XXA lists', () => {
    const t = readTrf(`${small.join('\n')}\n250      1.0 001 002 0001 0002\n250 00.0 0.5 003 003 0002 0002\nXXA    3  0.0  2.0`);
    expect(t.accelerations).toEqual([
      { startNumber: 1, points: [1, 1] },
      { startNumber: 2, points: [1, 1, 0.5] },
      { startNumber: 3, points: [0, 2] },
    ]);
    expect(withoutSource(readTrf(writeTrf(t)))).toEqual(withoutSource(t));
  });

  it('reads point systems from 162, XXS and the BB? lines', () => {
    const header = small.slice(2).join('\n');
    expect(readTrf(`162  W 3.0    D 1.0    P 1.0    A 0.5    X 1.5\n${header}`).pointSystem).toEqual({
      win: 3,
      forfeitWin: 3,
      fullPointBye: 3,
      draw: 1,
      halfPointBye: 1,
      loss: 0,
      forfeitLoss: 0.5,
      zeroPointBye: 0.5,
      pairingAllocatedBye: 1,
      unknownResult: 1.5,
    });
    expect(readTrf(`BBW  2.0\nBBD  1.0\nBBZ  0.5\nBBF  0.0\n${header}`).pointSystem).toEqual({
      ...STANDARD_POINTS,
      win: 2,
      forfeitWin: 2,
      fullPointBye: 2,
      pairingAllocatedBye: 2,
      draw: 1,
      halfPointBye: 1,
      zeroPointBye: 0.5,
    });
    const xxs = readTrf(`XXS WW=3.0 BW=3.0 WD=1.0 BD=1.0 HPB=0.5 FW=2.0 PAB=1.0\n${header}`);
    expect(xxs.pointSystem).toEqual({ ...STANDARD_POINTS, win: 3, draw: 1, halfPointBye: 0.5, forfeitWin: 2, pairingAllocatedBye: 1 });
    expect(readTrf(writeTrf(xxs)).pointSystem).toEqual(xxs.pointSystem);
    expectTrfError('XXS WW=1.0 BW=0.5', 1, 5, 'WW and BW to score the same');
  });

  it('keeps team records, comments, NRS records and unknown codes, team byes included', () => {
    const text = [
      '012 Team Cup',
      '062 3',
      '132                                                                                        24/09/10  24/09/11',
      ...small.slice(2),
      '### SSS NNNN',
      '310   1 India                            IND     2486   15.0   28.0  11     1    2',
      '013 Team B                              3',
      'ESP    1      Alpha National                2010',
      '240 H 002    1',
      'DAT 0001 EMAIL a@b.c',
    ].join('\r');
    const t = readTrf(text);
    expect(t.keptLines.map((l) => l.code)).toEqual(['062', '###', '310', '013', 'ESP', '240', 'DAT']);
    expect(t.roundDates).toEqual(['24/09/10', '24/09/11']);
    expect(t.keptLines[2].text).toBe('  1 India                            IND     2486   15.0   28.0  11     1    2');
    expect(t.players[0].rounds).toHaveLength(2);
    expect(withoutSource(readTrf(writeTrf(t)))).toEqual(withoutSource(t));
  });

  it('reads 152 and 192, and treats letter codes without regard to case', () => {
    const t = readTrf(`152 B\n192 FIDE_DUTCH_2025\n${line001(1, 'A', 0, '0.5', ['0000 - h'])}`);
    expect(t.initialColour).toBe('b');
    expect(t.encodedTournamentType).toBe('FIDE_DUTCH_2025');
    expect(t.players[0].rounds[0].result).toBe('H');
    expect(t.players[0].rating).toBe(0);
  });
});
