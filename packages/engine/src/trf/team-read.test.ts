import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TrfError } from './error.js';
import { readTeamTournament } from './team-read.js';

const here = dirname(fileURLToPath(import.meta.url));
export const league = readFileSync(join(here, 'test-support/team/league.trf'), 'utf8');

function expectTrfError(text: string, line: number, column: number, mentions: string): void {
  let caught: unknown;
  try {
    readTeamTournament(text);
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(TrfError);
  const e = caught as TrfError;
  expect([e.line, e.column, e.message]).toEqual([line, column, expect.stringContaining(mentions)]);
}

/** The league with line `n` (from 1) replaced, or removed when `text` is null. */
function withLine(n: number, text: string | null): string {
  const lines = league.split('\r\n');
  if (text === null) lines.splice(n - 1, 1);
  else lines[n - 1] = text;
  return lines.join('\r\n');
}

describe('readTeamTournament', () => {
  it('reads the teams of the 310 records, with their rosters in board order', () => {
    const t = readTeamTournament(league);
    expect(t.teams).toEqual([
      { pairingNumber: 1, name: 'Alpha', shortName: 'ALP', roster: [1, 2, 3] },
      { pairingNumber: 2, name: 'Bravo', shortName: 'BRA', roster: [4, 5] },
      { pairingNumber: 3, name: 'Charlie', shortName: 'CHA', roster: [6, 7] },
      { pairingNumber: 4, name: 'Delta', shortName: '', roster: [8, 9] },
      { pairingNumber: 5, name: 'Echo', shortName: 'ECH', roster: [10, 11] },
    ]);
    expect(t.tournament.players).toHaveLength(11);
    expect(t.tournament.name).toBe('Hand-derived team league');
    // The team records are the team tournament's, not kept lines of the individual one.
    expect(t.tournament.keptLines).toEqual([]);
  });

  it('reads the team byes (240), the match forfeits (330), the 192 type and the 362 match points', () => {
    const t = readTeamTournament(league);
    expect(t.teamByes).toEqual([{ round: 2, team: 4, kind: 'H' }]);
    expect(t.teamForfeits).toEqual([{ round: 3, white: 1, black: 4, winner: 'white' }]);
    expect(t.scoring).toEqual({ primary: 'match', secondaryForColours: true, colourPreferenceType: 'A', matchPoints: { win: 2, draw: 1, loss: 0 } });
    // No 352: as many boards as the largest lineup (Alpha's reserve is not a third board).
    expect(t.boards).toBe(2);
    expect(t.boardColourSequence).toBeUndefined();
  });

  it('reads 192 codes into the scoring, and refuses a FIDE_TEAM code the table does not have', () => {
    const scoring = (code: string) => readTeamTournament(withLine(4, `192 ${code}`)).scoring;
    expect(scoring('FIDE_TEAM_TYPEB_GP_MP')).toMatchObject({ primary: 'game', secondaryForColours: true, colourPreferenceType: 'B' });
    expect(scoring('FIDE_TEAM_MP')).toMatchObject({ primary: 'match', secondaryForColours: false, colourPreferenceType: 'none' });
    expect(scoring('FIDE_TEAM_TYPEA_GP')).toMatchObject({ primary: 'game', secondaryForColours: false, colourPreferenceType: 'A' });
    expect(scoring('FIDE_TEAM')).toMatchObject({ primary: 'match', secondaryForColours: true, colourPreferenceType: 'A' });
    expect(scoring('FIDE_TEAM_TYPEB_MP_GP_BAKU')).toMatchObject({ primary: 'match', secondaryForColours: true, colourPreferenceType: 'B' });
    // A team round robin of the table reads with the defaults, its match points from 362.
    expect(scoring('FIDE_TEAM_DOUBLEROUNDROBIN')).toMatchObject({ primary: 'match', secondaryForColours: true, colourPreferenceType: 'A' });
    expect(readTeamTournament(withLine(4, '192 FIDE_TEAM_ROUNDROBIN')).tournament.encodedTournamentType).toBe('FIDE_TEAM_ROUNDROBIN');
    // A team round robin has no C.04.6 type: the defaults stand.
    expect(scoring('FIDE_ROUNDROBIN')).toMatchObject({ primary: 'match', secondaryForColours: true, colourPreferenceType: 'A' });
    expect(readTeamTournament(withLine(4, null)).scoring.primary).toBe('match');
    expectTrfError(withLine(4, '192 FIDE_TEAM_TYPEC_MP_GP'), 4, 5, 'a team type code such as FIDE_TEAM_TYPEA_MP_GP');
    expectTrfError(withLine(4, '192 FIDE_TEAM_MP_MP'), 4, 5, 'a team type code');
  });

  it('reads 362 in any order and 3/1/0 scoring, and refuses other symbols', () => {
    expect(readTeamTournament(withLine(5, '362 TW  3.0   TD  1.0   TL  0.0')).scoring.matchPoints).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(readTeamTournament(withLine(5, '362 TD  1.5')).scoring.matchPoints).toEqual({ win: 2, draw: 1.5, loss: 0 });
    expectTrfError(withLine(5, '362 TW  2.0   TX  1.0'), 5, 15, 'TW, TD or TL');
    expectTrfError(withLine(5, '362 TW  2,0'), 5, 9, 'the match points for TW');
  });

  it('reads the PAB values of 320, a blank one being that of a drawn match', () => {
    expect(readTeamTournament(`${league}320  2.0  1.5   5\r\n`).scoring.pairingAllocatedBye).toEqual({ matchPoints: 2, gamePoints: 1.5 });
    // Two boards: a drawn match is worth one game point.
    expect(readTeamTournament(`${league}320  2.0        5\r\n`).scoring.pairingAllocatedBye).toEqual({ matchPoints: 2, gamePoints: 1 });
    expectTrfError(`${league}320  2.0  1.5   9\r\n`, 24, 15, 'the pairing number of a team of the file');
  });

  it('reads 352 as the board colours and the number of boards', () => {
    const t = readTeamTournament(`352 WBBW\r\n${league}`);
    expect(t.boards).toBe(4);
    expect(t.boardColourSequence).toEqual(['w', 'b', 'b', 'w']);
    // Alternating colours are the default the model leaves unsaid.
    const plain = readTeamTournament(`352 WBWBWB\r\n${league}`);
    expect([plain.boards, plain.boardColourSequence]).toEqual([6, undefined]);
    expectTrfError(`352 WBXW\r\n${league}`, 1, 7, 'W or B for each board');
    expectTrfError(`352 BWBW\r\n${league}`, 1, 5, 'W for board 1');
    // Alpha's second player plays board 2 in round 1.
    expectTrfError(`352 W\r\n${league}`, 8, 92, 'at most 1 board for team 1 in round 1, as line 1 gives');
  });

  it('reads 250 and 260 as numbering teams', () => {
    const t = readTeamTournament(`${league}250  2.0  1.0   1   2    1    2\r\n260 001 003    1    3\r\n`);
    expect(t.teamAccelerations).toEqual([{ matchPoints: 2, gamePoints: 1, firstRound: 1, lastRound: 2, firstTeam: 1, lastTeam: 2 }]);
    expect(t.forbiddenTeamPairs).toEqual([{ firstRound: 1, lastRound: 3, teams: [1, 3] }]);
    // The match points may be left blank, as the game points may.
    expect(readTeamTournament(`${league}250       1.0   1   2    1    2\r\n`).teamAccelerations[0].matchPoints).toBe(0);
    expectTrfError(`${league}260 001 003    1    7\r\n`, 24, 21, 'the pairing number of a team of the file');
  });

  it('checks 082 against the teams', () => {
    expect(readTeamTournament(`082 5\r\n${league}`).teams).toHaveLength(5);
    expect(readTeamTournament(`082 0\r\n${league}`).teams).toHaveLength(5);
    expectTrfError(`082 6\r\n${league}`, 1, 5, 'the number of teams the team records give, 5');
  });

  it('reads TRF16 013 records as teams numbered in file order', () => {
    const text = [
      '012 Old cup',
      '001    1      A                                 2000',
      '001    2      B                                 1900',
      `013 ${'First'.padEnd(32)}   1`,
      `013 ${'Second'.padEnd(32)}   2`,
    ].join('\n');
    const t = readTeamTournament(text);
    expect(t.teams.map((x) => [x.pairingNumber, x.name, x.roster])).toEqual([
      [1, 'First', [1]],
      [2, 'Second', [2]],
    ]);
  });

  it('names the line and column of what contradicts the board games or another record', () => {
    expectTrfError('012 No teams\n001    1      A', 1, 1, 'team records (310)');
    // Line 17 is Alpha's 310 record: its third member at columns 84-87.
    expectTrfError(
      withLine(17, '310   1 Alpha                            ALP     2300    6.0    5.0   1     1    2   12'),
      17,
      84,
      'the start number of a player of the file',
    );
    expectTrfError(
      withLine(17, '310   1 Alpha                            ALP     2300    6.0    5.0   1     1    2    4'),
      18,
      74,
      'a player on no other roster (line 17 has 4)',
    );
    expectTrfError(
      withLine(18, '310   1 Bravo                            BRA     2100    0.0    0.5   5     4    5'),
      18,
      5,
      'a team pairing number not already used on line 17',
    );
    expectTrfError(
      withLine(17, '310   1 Alpha                            ALP     2300    6.0    5.0   1     1    2x   3'),
      17,
      83,
      'a blank between start numbers',
    );
    expectTrfError(withLine(17, '310   1 Alpha                            ALP     23x0    6.0    5.0   1     1    2    3'), 17, 48, "the team's strength");
    // With Bravo's and Charlie's second players swapped, Alpha's board 2 meets Charlie in round 1 while its board 1 meets Bravo.
    const swapped = withLine(18, '310   2 Bravo                            BRA     2100    0.0    0.5   5     4    7').split('\r\n');
    swapped[18] = '310   3 Charlie                          CHA     2100    2.0    2.5   2     6    5';
    expectTrfError(swapped.join('\r\n'), 7, 92, 'an opponent of team 2, whom team 1 meets in round 1');
    expectTrfError(withLine(22, '240 H 002    1'), 22, 14, 'team 1 to have nothing else in round 2');
    expectTrfError(withLine(23, '330 +-   2   1   4'), 23, 8, 'no board games of team 1 in round 2');
    expectTrfError(withLine(23, '330 +x   3   1   4'), 23, 5, 'a forfeit type +-, -+ or --');
    expectTrfError(withLine(23, '330 +-   3   1   1'), 23, 16, 'two different teams');
  });
});
