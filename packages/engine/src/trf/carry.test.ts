import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../model.js';
import { readTrf, writeTrf } from './index.js';
import { conformanceDir } from './test-support/conformance.js';
import { withoutSource } from './test-support/without-source.js';

const gros = readFileSync(join(conformanceDir, 'real-trf', 'open-gros-2010.trf'), 'latin1');
const grosLines = gros.split('\n').filter((l) => l !== '');

/** The tournament as the program changed it, written over its file; the output's lines, and checked to read back as that tournament. */
function writtenOver(change: (t: Tournament) => void, text = gros): string[] {
  const t = readTrf(text);
  change(t);
  const out = writeTrf(t);
  expect(withoutSource(readTrf(out))).toEqual(withoutSource(t));
  return out.split('\r\n').filter((l) => l !== '');
}

const line = (lines: string[], start: number) => lines.find((l) => l.startsWith(`001 ${String(start).padStart(4)}`))!;

describe('writing a tournament over the file it was read from', () => {
  it("keeps the file's 102, 112 and 132 as written while they stand, and writes the round dates fresh once changed", () => {
    const dated = [
      '012 Dated Open',
      '102 IA Mikel Larreategi Arana (22232540)',
      '112',
      '132' + ' '.repeat(88) + '10/07/01  10/07/02',
      ...grosLines.filter((l) => l.startsWith('001')),
    ].join('\n');
    const same = writtenOver(() => {}, dated);
    expect(same.slice(0, 4)).toEqual(dated.split('\n').slice(0, 4));
    const changed = writtenOver((t) => {
      t.roundDates = [...(t.roundDates ?? []), '10/07/03'];
    }, dated);
    expect(changed[3]).toBe('132' + ' '.repeat(88) + '10/07/01  10/07/02  10/07/03');
    expect(changed.slice(1, 3)).toEqual(['102 IA Mikel Larreategi Arana (22232540)', '112']);
    // A file without 132 gains one, with the tournament section.
    const added = writtenOver((t) => {
      t.roundDates = ['10/07/01'];
    });
    expect(added.filter((l) => l.startsWith('132'))).toEqual(['132' + ' '.repeat(88) + '10/07/01']);
  });

  it('writes the points and rounds the program scored fresh, and carries every other field as written', () => {
    const out = writtenOver((t) => {
      const mirzoev = t.players.find((p) => p.startNumber === 1)!;
      const darbinyan = t.players.find((p) => p.startNumber === 52)!;
      mirzoev.points = 5;
      mirzoev.rounds.push({ opponent: 52, colour: 'w', result: '1' });
      darbinyan.rounds.push({ opponent: 1, colour: 'b', result: '0' });
    });
    const before = line(grosLines, 1);
    const after = line(out, 1);
    // Sex, title `g` (not GM), name, rating, federation, FIDE id, birth year, rank and the four rounds played:
    // as the file wrote them; the points and round 5 fresh.
    expect(after).toBe(`${before.slice(0, 80)} 5.0${before.slice(84).padEnd(131 - 84)}  52 w 1`);
    // Player 52's rating `   0` stays as written beside its new round.
    expect(line(out, 52)).toBe(`${line(grosLines, 52).padEnd(131)}   1 b 0`);
  });

  it('writes a changed title, rating or name in TRF-2026 form and leaves the rest of the line', () => {
    const out = writtenOver((t) => {
      t.players[1].title = 'g';
      t.players[5].rating = 2105;
      t.players[3].rating = 0;
    });
    expect(line(out, 2).slice(10, 13)).toBe(' GM');
    expect(line(out, 2).slice(13)).toBe(line(grosLines, 2).slice(13));
    expect(line(out, 6).slice(48, 52)).toBe('2105');
    expect(line(out, 4).slice(48, 52)).toBe('    ');
    expect(line(out, 4).slice(52)).toBe(line(grosLines, 4).slice(52));
  });

  it("rewrites a changed record in place, in the file's own code, and adds its TRF-2026 counterpart", () => {
    const out = writtenOver((t) => {
      t.totalRounds = 11;
      t.name = 'XX Open de Gros';
    });
    expect(out.slice(0, 2)).toEqual(['012 XX Open de Gros', '022 Donostia']);
    expect(out.slice(11, 14)).toEqual(['122 moves/time, increment', '142 11', 'XXR 11']);
    expect(out.slice(5, 8)).toEqual(['062 52', '072 41', '082 0']);
  });

  it('drops the lines of what the program removed, adds what it added, and keeps the order of the rest', () => {
    const out = writtenOver((t) => {
      t.keptLines = t.keptLines.filter((l) => l.code !== '072');
      t.keptLines.push({ code: '###', text: 'checked by the arbiter' });
      t.players.push({ ...t.players[0], startNumber: 53, name: 'Late Entry', title: '', rating: 1500, fideId: '', points: 0, rank: 0, rounds: [] });
      t.accelerations = [];
    });
    expect(out.some((l) => l.startsWith('072'))).toBe(false);
    expect(out.some((l) => l.startsWith('XXA') || l.startsWith('250'))).toBe(false);
    expect(out.at(-1)).toBe('### checked by the arbiter');
    expect(out.filter((l) => l.startsWith('001')).slice(0, 52)).toEqual(grosLines.filter((l) => l.startsWith('001')));
    expect(out.findIndex((l) => l.startsWith('001   53'))).toBe(out.findIndex((l) => l.startsWith('001   52')) + 1);
  });

  it('rewrites a changed point system at its first line, and drops byes the rounds now hold', () => {
    const text = ['012 Small', 'XXS W=3.0 D=1.0', '001    1      Alpha', '001    2      Beta', 'XXZ 2'].join('\n');
    const out = writtenOver((t) => {
      t.pointSystem = { ...t.pointSystem, win: 2, forfeitWin: 2, fullPointBye: 2, pairingAllocatedBye: 2 };
      t.players[0].rounds = [{ opponent: null, colour: null, result: 'U' }];
    }, text);
    expect(out).toEqual(['012 Small', '162  W 2.0    D 1.0', `${'001    1      Alpha'.padEnd(91)}0000 - U`, `${'001    2      Beta'.padEnd(91)}0000 - Z`]);
  });

  it('keeps 240 and XXZ byes on their own lines, out of the 001 records, while no round changes', () => {
    const record = (n: number, name: string, rounds: string) => `001 ${String(n).padStart(4)}      ${name}`.padEnd(91) + rounds;
    const players = [record(1, 'Alpha', '   2 w 1'), record(2, 'Beta', '   1 b 0'), record(3, 'Gamma', '0000 - U')];
    for (const byes of [['240 H 003    1    3', '240 Z 002    2'], ['XXZ 2']]) {
      const text = ['012 Small', 'XXR 3', ...players, ...byes];
      expect(writtenOver(() => {}, text.join('\n'))).toEqual(['012 Small', '142 3', ...text.slice(1)]);
    }
  });

  it('writes a tournament with no source in canonical order', () => {
    const t = withoutSource(readTrf(gros));
    const out = writeTrf(t).split('\r\n');
    expect(out.slice(8, 11)).toEqual(['122 moves/time, increment', '142 9', '062 52']);
    expect(line(out, 1).slice(10, 13)).toBe(' GM');
  });
});
