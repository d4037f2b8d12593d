import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTeamTournament } from '../trf/team-read.js';
import { arbitraryTeamTournament } from '../trf/test-support/team/arbitrary.js';
import { boardColours } from './board-colours.js';
import type { TeamRound } from './model.js';
import { teamRating } from './rating.js';
import { recordedRounds, teamRounds, teamScore } from './scoring.js';

const here = dirname(fileURLToPath(import.meta.url));
const league = readFileSync(join(here, '../trf/test-support/team/league.trf'), 'utf8');

const round = (
  opponent: number | null,
  kind: TeamRound['kind'],
  matchPoints: number,
  gamePoints: number,
  colour: 'w' | 'b' | null = null,
  pending = false,
): TeamRound => ({
  opponent,
  colour,
  kind,
  matchPoints,
  gamePoints,
  pending,
});

describe('teamRounds', () => {
  // The league, worked by hand (2 boards; individual points 1/½/0; match points 2/1/0):
  // R1 Alpha–Bravo 1½–½, Delta–Charlie 0–2, Echo has the PAB.
  // R2 Charlie–Alpha ½–1½ (Alpha's reserve plays board 2, Charlie's board 2 forfeits); Bravo–Echo 0–2 (Bravo fields
  //    one board, Echo's board 2 wins by forfeit); Delta has a half-point bye (240).
  // R3 Alpha–Delta forfeited by Delta (330 +-); Bravo–Charlie every board forfeited by both; Echo withdrawn.
  // R4 Alpha–Bravo under way (board 1 still playing).
  const t = readTeamTournament(league);
  const rounds = teamRounds(t);

  it('aggregates each round of each team, in the order of the teams', () => {
    expect(recordedRounds(t)).toBe(4);
    expect(rounds).toEqual([
      [round(2, 'played', 2, 1.5, 'w'), round(3, 'played', 2, 1.5, 'b'), round(4, 'forfeitWin', 2, 2), round(2, 'played', 0, 0, 'w', true)],
      [round(1, 'played', 0, 0.5, 'b'), round(5, 'played', 0, 0, 'w'), round(3, 'doubleForfeit', 0, 0), round(1, 'played', 0, 0, 'b', true)],
      [round(4, 'played', 2, 2, 'b'), round(1, 'played', 0, 0.5, 'w'), round(2, 'doubleForfeit', 0, 0), round(null, 'absent', 0, 0)],
      [round(3, 'played', 0, 0, 'w'), round(null, 'halfPointBye', 1, 1), round(1, 'forfeitLoss', 0, 0), round(null, 'absent', 0, 0)],
      [round(null, 'pairingAllocatedBye', 1, 1), round(2, 'played', 2, 2, 'b'), round(null, 'absent', 0, 0), round(null, 'absent', 0, 0)],
    ]);
  });

  it('totals match and game points, a pending match counting nothing', () => {
    expect(rounds.map((r) => teamScore(r))).toEqual([
      { matchPoints: 6, gamePoints: 5 },
      { matchPoints: 0, gamePoints: 0.5 },
      { matchPoints: 2, gamePoints: 2.5 },
      { matchPoints: 1, gamePoints: 1 },
      { matchPoints: 3, gamePoints: 3 },
    ]);
    expect(teamScore(rounds[0], 2)).toEqual({ matchPoints: 4, gamePoints: 3 });
  });

  it('scores 3/1/0 and the 320 PAB values as the records give them', () => {
    const t310 = readTeamTournament(league.replace('362 TW  2.0   TD  1.0   TL  0.0', '362 TW  3.0   TD  1.0   TL  0.0') + '320  1.0  0.5   5\r\n');
    const r = teamRounds(t310);
    expect(r[0].map((x) => x.matchPoints)).toEqual([3, 3, 3, 0]);
    expect(r[3].map((x) => x.matchPoints)).toEqual([0, 1, 0, 0]);
    expect(r[4][0]).toEqual(round(null, 'pairingAllocatedBye', 1, 0.5));
  });

  it('scores every kind of 330 forfeit and 240 bye', () => {
    const variant = (forfeit: string, bye: string) =>
      teamRounds(readTeamTournament(league.replace('330 +-   3   1   4', forfeit).replace('240 H 002    4', bye)));
    const doubled = variant('330 --   3   1   4', '240 F 002    4');
    expect([doubled[0][2], doubled[3][2]]).toEqual([round(4, 'doubleForfeit', 0, 0), round(1, 'doubleForfeit', 0, 0)]);
    expect(doubled[3][1]).toEqual(round(null, 'fullPointBye', 2, 2));
    const reversed = variant('330 -+   3   1   4', '240 Z 002    4');
    expect([reversed[0][2], reversed[3][2]]).toEqual([round(4, 'forfeitLoss', 0, 0), round(1, 'forfeitWin', 2, 2)]);
    expect(reversed[3][1]).toEqual(round(null, 'zeroPointBye', 0, 0));
  });

  it('scores a drawn match as a draw, and boards by the individual point system', () => {
    // Round 1, board 1 drawn instead of won: Alpha–Bravo 1–1.
    const drawn = league
      .replace(
        '001    1      Alpha One                         2400                             3.0          4 w 1',
        '001    1      Alpha One                         2400                             3.0          4 w =',
      )
      .replace(
        '001    4      Bravo One                         2100                             0.0          1 b 0',
        '001    4      Bravo One                         2100                             0.0          1 b =',
      );
    const r = teamRounds(readTeamTournament(drawn));
    expect(r[0][0]).toEqual(round(2, 'played', 1, 1, 'w'));
    expect(r[1][0]).toEqual(round(1, 'played', 1, 1, 'b'));
    const threePoints = teamRounds(readTeamTournament(`162  W 3.0    D 1.0\r\n${league}`));
    expect(threePoints[0][0]).toEqual(round(2, 'played', 2, 4, 'w'));
    // A PAB with no 320 is a drawn match on every board: 2 × 1.0.
    expect(threePoints[4][0]).toEqual(round(null, 'pairingAllocatedBye', 1, 2));
  });

  it('draws a match with no board played when both teams won as many boards by forfeit', () => {
    // Round 3, Bravo–Charlie: board 1 won by forfeit by Bravo, board 2 by Charlie, no board played. 1–1 on the
    // boards, so a drawn match: the draw's match point for each (TRF-2026 362), no colour (C.04.6 art. 1.6.1).
    const bravoOne = '001    4      Bravo One                         2100                             0.0          1 b 0    10 w 0     6 w -';
    const charlieTwo = '001    7      Charlie Two                       2050                             1.0          9 w 1     3 b -     5 w -';
    const boardOneWon = league.replace(bravoOne, bravoOne.replace(/-$/, '+'));
    const drawn = teamRounds(readTeamTournament(boardOneWon.replace(charlieTwo, charlieTwo.replace(/-$/, '+'))));
    expect([drawn[1][2], drawn[2][2]]).toEqual([round(3, 'forfeitDraw', 1, 1), round(2, 'forfeitDraw', 1, 1)]);
    // Board 1 alone won by forfeit: 1–0, won and lost by forfeit.
    const won = teamRounds(readTeamTournament(boardOneWon));
    expect([won[1][2], won[2][2]]).toEqual([round(3, 'forfeitWin', 2, 1), round(2, 'forfeitLoss', 0, 0)]);
  });

  it("takes the team's colour from a board with a colour when board 1's game has none, through the 352 sequence", () => {
    // Round 1, board 1 forfeited by Bravo and written without colours; board 2 (Alpha black) was played.
    const forfeited = league
      .replace(
        '001    1      Alpha One                         2400                             3.0          4 w 1',
        '001    1      Alpha One                         2400                             3.0          4 - +',
      )
      .replace(
        '001    4      Bravo One                         2100                             0.0          1 b 0',
        '001    4      Bravo One                         2100                             0.0          1 - -',
      );
    expect(teamRounds(readTeamTournament(forfeited))[0][0]).toEqual(round(2, 'played', 2, 1.5, 'w'));
    // With boards 1 and 2 of the same colour, Alpha's black on board 2 means black on board 1.
    const r = teamRounds(readTeamTournament(`352 WWBB\r\n${forfeited}`));
    expect([r[0][0].colour, r[1][0].colour]).toEqual(['b', 'w']);
  });
});

describe('boardColours', () => {
  it('alternates from board 1, or follows the 352 sequence', () => {
    expect(boardColours('w', 4)).toEqual(['w', 'b', 'w', 'b']);
    expect(boardColours('b', 4)).toEqual(['b', 'w', 'b', 'w']);
    expect(boardColours('w', 4, ['w', 'b', 'b', 'w'])).toEqual(['w', 'b', 'b', 'w']);
    expect(boardColours('b', 4, ['w', 'b', 'b', 'w'])).toEqual(['b', 'w', 'w', 'b']);
  });
});

describe('teamRating', () => {
  const t = readTeamTournament(league);
  it('averages the first N boards of the roster, leaving unrated players out', () => {
    // Alpha: 2400 and 2200 on boards 1-2; the reserve (2000) does not count.
    expect(teamRating(t.teams[0], t.tournament.players, t.boards)).toBe(2300);
    // Bravo: 2100 and an unrated player.
    expect(teamRating(t.teams[1], t.tournament.players, t.boards)).toBe(2100);
    expect(teamRating({ pairingNumber: 9, name: '', shortName: '', roster: [5] }, t.tournament.players, 2)).toBe(0);
  });
});

describe('teamRounds on random events', () => {
  const MIRROR: Partial<Record<TeamRound['kind'], TeamRound['kind']>> = {
    played: 'played',
    forfeitWin: 'forfeitLoss',
    forfeitLoss: 'forfeitWin',
    forfeitDraw: 'forfeitDraw',
    doubleForfeit: 'doubleForfeit',
  };
  it('gives both teams of a match the same match, seen from each side', () => {
    fc.assert(
      fc.property(arbitraryTeamTournament, (t) => {
        const rounds = teamRounds(t);
        const index = new Map(t.teams.map((x, i) => [x.pairingNumber, i]));
        const { win, draw, loss } = t.scoring.matchPoints;
        rounds.forEach((team, i) =>
          team.forEach((own, r) => {
            if (own.opponent === null || MIRROR[own.kind] === undefined) return;
            expect(own.gamePoints).toBeLessThanOrEqual(t.boards * t.tournament.pointSystem.win);
            const theirs = rounds[index.get(own.opponent)!][r];
            expect(theirs.opponent).toBe(t.teams[i].pairingNumber);
            expect(theirs.kind).toBe(MIRROR[own.kind]);
            expect(theirs.pending).toBe(own.pending);
            if (own.kind === 'played') expect([own.colour, theirs.colour].sort()).toEqual(own.colour === null ? [null, null] : ['b', 'w']);
            else expect([own.colour, theirs.colour]).toEqual([null, null]);
            if (own.pending || own.kind === 'doubleForfeit') return;
            const points = [own.matchPoints, theirs.matchPoints].sort((a, b) => a - b);
            expect(points).toEqual(own.gamePoints === theirs.gamePoints ? [draw, draw] : [loss, win]);
          }),
        );
      }),
      { numRuns: 300 },
    );
  });
});
