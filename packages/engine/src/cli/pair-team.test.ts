import { describe, expect, it } from 'vitest';
import { seededRandom } from '../swiss/dutch/generated-open.js';
import { pairTeamTournament } from '../swiss/team/from-tournament.js';
import { generatedTeamEvent, playTeamRound } from '../teams/generated-team-event.js';
import type { TeamTournament } from '../teams/model.js';
import { writeTeamTournament } from '../trf/team-write.js';
import { formatTeamPairing } from './pair-team.js';
import { run } from './test-support/memory-io.js';

/** Nine teams of three boards, `played` rounds of five paired by Kingside. */
function event(played: number): TeamTournament {
  const t = generatedTeamEvent({ teams: 9, rounds: 5, boards: 3, reserves: 1, seed: 37 });
  const random = seededRandom(37);
  for (let r = 1; r <= played; r++) playTeamRound(t, r, pairTeamTournament(t, r), random);
  return t;
}

describe('kingside pair --team', () => {
  it('-p pairs the next round: the count, white and black teams per match, the bye as "team 0"', async () => {
    const t = event(2);
    const expected = pairTeamTournament(t, 3);
    expect(expected.pairingAllocatedBye).not.toBeNull();
    const text = formatTeamPairing(expected);
    expect(text.split('\n')[0]).toBe('5');
    expect(text).toMatch(new RegExp(`\\n${expected.pairingAllocatedBye} 0\\n$`));
    const r = await run(['pair', '--team', 'in.trf', '-p'], { 'in.trf': writeTeamTournament(t) });
    expect(r).toMatchObject({ code: 0, stdout: text });
    const toFile = await run(['pair', '--team', 'in.trf', '-p', 'out.txt'], { 'in.trf': writeTeamTournament(t) });
    expect(toFile.files.get('out.txt')).toBe(text);
  });

  it('-c pairs the last round again: identical, or the differences and exit 1', async () => {
    const t = event(3);
    const same = await run(['pair', '--team', 'in.trf', '-c'], { 'in.trf': writeTeamTournament(t) });
    expect(same).toMatchObject({ code: 0, stdout: 'round 3 identical\n' });
    // Round 3 paired as round 2 would have paired the teams again: not what the engine pairs.
    const other = event(2);
    playTeamRound(other, 3, pairTeamTournament(event(1), 2), seededRandom(5));
    const differs = await run(['pair', '--team', 'in.trf', '-c'], { 'in.trf': writeTeamTournament(other) });
    expect(differs.code).toBe(1);
    expect(differs.stdout).toContain('round 3 differs');
  });

  it('exits 1 when no legal pairing exists, 3 on a file without teams', async () => {
    const t = generatedTeamEvent({ teams: 2, rounds: 3, boards: 2, reserves: 0, seed: 1 });
    playTeamRound(t, 1, pairTeamTournament(t, 1), seededRandom(1));
    const none = await run(['pair', '--team', 'in.trf', '-p'], { 'in.trf': writeTeamTournament(t) });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('chief arbiter');
    const individual = await run(['pair', '--team', 'in.trf', '-p'], { 'in.trf': '012 Not a team event\n' });
    expect(individual.code).toBe(3);
  });
});
