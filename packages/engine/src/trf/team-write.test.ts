import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TeamTournament } from '../teams/model.js';
import { readTeamTournament } from './team-read.js';
import { conformanceDir, conformanceTrfFiles } from './test-support/conformance.js';
import { arbitraryTeamTournament } from './test-support/team/arbitrary.js';
import { writeTeamTournament } from './team-write.js';

const here = dirname(fileURLToPath(import.meta.url));
const league = readFileSync(join(here, 'test-support/team/league.trf'), 'utf8');

/** The team tournament without the lines it was read from: what two readings of one event share. */
function withoutSource(t: TeamTournament): TeamTournament {
  const tournament = { ...t.tournament };
  delete tournament.sourceLines;
  return { ...t, tournament };
}

const crlf = (lines: string[]) => lines.map((l) => l + '\r\n').join('');

/** Files that state every team record, each read and written back unchanged. */
const files: Record<string, string> = {
  league,
  'league with 082, 352, 320, 250 and 260': crlf([
    '082 5',
    '352 WBBW',
    ...league.split('\r\n').slice(0, -1),
    '320  1.0  1.0   5',
    '250  2.0  1.0 001 002    1    2',
    '260 001 999    1    3',
  ]),
  // As bbpPairings' Sharly-Chess fork writes its test files: 310 numbers left-aligned, 362 points a column further.
  'fork layout': crlf([
    '012 Fork layout',
    '142 3',
    '192 FIDE_TEAM_TYPEB_GP_MP',
    '362 TW  2.0   TD  1.0   TL  0.0',
    '330 -+   1   1   2',
    '001    1      A                                 2500                             0.0    1  0000 - Z',
    '001    2      B                                 2500                             1.0    2  0000 - +',
    '310 1   Alpha                                                               1',
    '310 2   Bravo                                                               2',
  ]),
  'TRF16 013 teams with individual 240': crlf([
    '012 Old cup',
    '001    1      A                                 2000',
    '001    2      B                                 1900',
    `013 ${'First'.padEnd(32)}   1`,
    `013 ${'Second'.padEnd(32)}   2`,
    '240 H 001    1',
  ]),
};

describe('writeTeamTournament', () => {
  it.each(Object.entries(files))('writes %s back byte for byte', (_, text) => {
    expect(writeTeamTournament(readTeamTournament(text))).toBe(text);
  });

  it('writes every team file of the conformance data back byte for byte', () => {
    const team = conformanceTrfFiles()
      .map((f) => readFileSync(join(conformanceDir, f), 'utf8'))
      .filter((text) => /^310 /m.test(text));
    expect(team.length).toBeGreaterThan(0);
    for (const text of team) expect(writeTeamTournament(readTeamTournament(text))).toBe(text);
  });

  it('writes a file with LF line ends back with CR LF, line for line', () => {
    const lf = files['fork layout'].replaceAll('\r\n', '\n');
    expect(writeTeamTournament(readTeamTournament(lf))).toBe(files['fork layout']);
  });

  it('rewrites in place what the program changed, and keeps the rest as the file had it', () => {
    const t = readTeamTournament(league);
    t.teams[1] = { ...t.teams[1], name: 'Bravo Club' };
    t.scoring = { ...t.scoring, primary: 'game' };
    // Without the 330, Alpha's boards still win round 3 by forfeit and Delta is absent: the same scores.
    t.teamForfeits = [];
    const out = writeTeamTournament(t).split('\r\n');
    const before = league.split('\r\n');
    expect(out.length).toBe(before.length - 1);
    expect(out[3]).toBe('192 FIDE_TEAM_TYPEA_GP_MP');
    expect(out[4]).toBe(before[4]);
    // Alpha's 310 stands; Bravo's is written fresh, keeping its rank while its scores stand.
    expect(out[16]).toBe(before[16]);
    expect(out[17]).toBe('310   2 Bravo Club                       BRA     2100    0.0    0.5   5     4    5');
    expect(out).not.toContain('330 +-   3   1   4');
    // The scoring decides the 192 code; the code the file had no longer states it.
    const back = withoutSource(readTeamTournament(out.join('\r\n')));
    expect(back).toEqual(withoutSource({ ...t, tournament: { ...t.tournament, encodedTournamentType: 'FIDE_TEAM_TYPEA_GP_MP' } }));
  });

  it('rewrites the 362 and the scores of the 310 records when the match points change', () => {
    const t = readTeamTournament(league);
    t.scoring = { ...t.scoring, matchPoints: { win: 3, draw: 1, loss: 0 } };
    const out = writeTeamTournament(t).split('\r\n');
    expect(out[4]).toBe('362 TW 3.0   TD 1.0   TL 0.0');
    // Alpha's match points are now 9; a rank the program has not worked out again is left blank.
    expect(out[16]).toBe('310   1 Alpha                            ALP     2300    9.0    5.0         1    2    3');
    // Bravo scored no match points either way: its line stands.
    expect(out[17]).toBe(league.split('\r\n')[17]);
    expect(withoutSource(readTeamTournament(out.join('\r\n')))).toEqual(withoutSource(t));
  });

  it('writes the teams of a TRF16 file as 013 records, where 240 still numbers players', () => {
    const t = readTeamTournament(files['TRF16 013 teams with individual 240']);
    t.teams[0] = { ...t.teams[0], name: 'First Club', roster: [1, 2] };
    t.teams.pop();
    const out = writeTeamTournament(t).split('\r\n');
    expect(out.slice(3)).toEqual([`013 ${'First Club'.padEnd(32)}   1    2`, '240 H 001    1', '']);
    expect(() => writeTeamTournament({ ...t, teams: [{ ...t.teams[0], shortName: 'FC' }] })).toThrow(/needs a 310 record/);
  });

  it('adds the records a change needs where the file had none', () => {
    const t = readTeamTournament(league);
    t.boards = 4;
    t.scoring = { ...t.scoring, pairingAllocatedBye: { matchPoints: 1, gamePoints: 2 } };
    t.teamAccelerations = [{ matchPoints: 1, gamePoints: 0.5, firstRound: 1, lastRound: 2, firstTeam: 1, lastTeam: 3 }];
    const out = writeTeamTournament(t).split('\r\n');
    expect(out[5]).toBe('352 WBWB');
    expect(out).toContain('320  1.0  2.0   5');
    expect(out).toContain('250  1.0  0.5 001 002    1    3');
    expect(withoutSource(readTeamTournament(out.join('\r\n')))).toEqual(withoutSource(t));
  });

  it('writes a team tournament made by the program in canonical order, and reads it back the same', () => {
    const t = withoutSource(readTeamTournament(files['league with 082, 352, 320, 250 and 260']));
    const text = writeTeamTournament(t);
    const codes = text.split('\r\n').map((l) => l.slice(0, 3));
    expect(codes.slice(0, 7)).toEqual(['012', '042', '142', '192', '082', '352', '362']);
    expect(codes.slice(18, 28)).toEqual(['310', '310', '310', '310', '310', '320', '330', '240', '250', '260']);
    // Four boards (352): Alpha's strength averages its three players, and its forfeit win is worth four game points.
    expect(text).toContain('310   1 Alpha                            ALP     2200    6.0    7.0         1    2    3\r\n');
    expect(withoutSource(readTeamTournament(text))).toEqual(t);
  });

  it('refuses what the columns cannot hold', () => {
    const t = withoutSource(readTeamTournament(league));
    t.teams[0] = { ...t.teams[0], shortName: 'ALPHAS' };
    expect(() => writeTeamTournament(t)).toThrow(/short name of team 1 "ALPHAS" is longer than 5 characters/);
  });
});

describe('readTeamTournament(writeTeamTournament(t))', () => {
  it('gives back the same team tournament', () => {
    fc.assert(
      fc.property(arbitraryTeamTournament, (t) => {
        const text = writeTeamTournament(t);
        expect(withoutSource(readTeamTournament(text))).toEqual(t);
        // Written over its own file, unchanged, it comes back byte for byte.
        expect(writeTeamTournament(readTeamTournament(text))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});
