import { describe, expect, it } from 'vitest';
import { teamRoundRobin } from '../roundrobin/team.js';
import { seededRandom } from '../swiss/dutch/generated-open.js';
import { declareAbsences, generatedTeamEvent, playTeamRound, teamsToPair, type TeamRoundPlay } from './generated-team-event.js';
import { lineup } from './lineup.js';
import type { TeamRoundPairing, TeamTournament } from './model.js';
import { teamRounds } from './scoring.js';

const PLAY: TeamRoundPlay = { rests: 0.2, emptyBoards: 0.05, boardForfeits: 0.05, teamForfeits: 0.05 };

/** Plays a 9-team round robin's first `rounds` rounds (team 9's free round standing in for a pairing-allocated bye). */
function played(seed: number, rounds: number, play: TeamRoundPlay = PLAY): TeamTournament {
  const t = generatedTeamEvent({ teams: 9, rounds, boards: 4, reserves: 2, seed });
  const random = seededRandom(seed + 1);
  const schedule = teamRoundRobin(9);
  for (let r = 1; r <= rounds; r++) {
    declareAbsences(t, r, random, 0.05);
    const present = new Set(teamsToPair(t, r));
    const { matches, freeTeam } = schedule[r - 1];
    const pairing: TeamRoundPairing = {
      matches: matches.filter((m) => present.has(m.white) && present.has(m.black)),
      pairingAllocatedBye: freeTeam !== null && present.has(freeTeam) ? freeTeam : null,
    };
    playTeamRound(t, r, pairing, random, play);
  }
  return t;
}

describe('generatedTeamEvent', () => {
  it('makes the same event from the same seed and another from another seed', () => {
    expect(played(7, 5)).toEqual(played(7, 5));
    expect(played(8, 5)).not.toEqual(played(7, 5));
  });

  it('numbers teams by team rating and players team by team in roster order, reserves last', () => {
    const t = generatedTeamEvent({ teams: 12, rounds: 7, boards: 4, reserves: 1, seed: 3 });
    expect(t.teams.map((x) => x.pairingNumber)).toEqual([...Array(12).keys()].map((i) => i + 1));
    expect(t.teams[0].roster).toEqual([1, 2, 3, 4, 5]);
    expect(t.teams[11].roster).toEqual([56, 57, 58, 59, 60]);
    const rating = (n: number) => t.tournament.players[n - 1].rating;
    const average = (roster: number[]) => roster.slice(0, 4).reduce((s, n) => s + rating(n), 0) / 4;
    for (let i = 1; i < 12; i++) expect(average(t.teams[i - 1].roster)).toBeGreaterThanOrEqual(average(t.teams[i].roster) - 150);
    for (const team of t.teams) expect(team.roster.map(rating)).toEqual([...team.roster.map(rating)].sort((a, b) => b - a));
  });

  it('records every round as the team scoring reads it: matches, byes, absences, forfeits', () => {
    const t = played(11, 9);
    const rounds = teamRounds(t);
    const kinds = new Set(rounds.flat().map((r) => r.kind));
    for (const kind of ['played', 'pairingAllocatedBye', 'zeroPointBye', 'forfeitWin', 'forfeitLoss']) expect(kinds, kind).toContain(kind);
    const players = new Map(t.tournament.players.map((p) => [p.startNumber, p]));
    t.teams.forEach((team, i) => {
      rounds[i].forEach((r, k) => {
        if (r.kind !== 'played') return;
        const opposing = rounds[t.teams.findIndex((x) => x.pairingNumber === r.opponent)][k];
        expect(opposing.opponent).toBe(team.pairingNumber);
        expect(r.gamePoints + opposing.gamePoints).toBeLessThanOrEqual(4);
        expect(r.matchPoints + opposing.matchPoints).toBe(2);
        // A lineup takes at most N players, in roster order, and board colours alternate from board 1.
        const boards = lineup(team, players, k + 1);
        expect(boards.length).toBeLessThanOrEqual(4);
        boards.forEach((p, b) => {
          const e = p.rounds[k];
          if (e.colour !== null) expect(e.colour).toBe((b % 2 === 0) === (r.colour === 'w') ? 'w' : 'b');
        });
      });
    });
  });

  it('lets a reserve play for a board player now and then, and keeps board 1 to the first player when asked', () => {
    const rests = (t: TeamTournament) =>
      t.teams.filter((team) => t.tournament.players[team.roster[0] - 1].rounds.some((e) => e.opponent === null && e.result === 'Z')).length;
    const general = played(5, 8, { rests: 0.3 });
    expect(rests(general)).toBeGreaterThan(0);
    const kept = played(5, 8, { rests: 0.3, emptyBoards: 0.2, boardForfeits: 0.2, boardOneAlwaysPlayed: true });
    const players = new Map(kept.tournament.players.map((p) => [p.startNumber, p]));
    const absent = new Set(kept.teamByes.map((b) => `${b.round}:${b.team}`));
    for (const team of kept.teams) {
      kept.tournament.players[team.roster[0] - 1].rounds.forEach((e, k) => {
        if (absent.has(`${k + 1}:${team.pairingNumber}`) || e.result === 'U') return;
        // Board 1 may only be off when the whole team is: its opponent was absent.
        if (e.result === 'Z') return expect(lineup(team, players, k + 1)).toEqual([]);
        expect(e.opponent, `team ${team.pairingNumber} round ${k + 1}`).not.toBeNull();
        expect(['1', '=', '0']).toContain(e.result);
      });
    }
  });
});
