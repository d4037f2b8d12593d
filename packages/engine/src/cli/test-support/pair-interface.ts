// What every `kingside pair --SYSTEM` answers alike, the interface of the endorsed engines: -c on a tournament the
// system paired (none differ), -c on one with a round's colours changed, a round with no valid pairing, and a
// missing mode. Called inside a system's describe, with a tournament that system paired.

import { expect, it } from 'vitest';
import { blankPlayer, blankTournament, type Tournament } from '../../model.js';
import { writeTrf } from '../../trf/index.js';
import { run } from './memory-io.js';

export function pairInterfaceCases(flag: string, paired: () => Tournament): void {
  it(`-c re-pairs every round of a tournament paired by ${flag}: none differ`, async () => {
    const t = paired();
    const rounds = t.players[0].rounds.length;
    const r = await run(['pair', flag, 'in.trf', '-c'], { 'in.trf': writeTrf(t) });
    expect(r).toMatchObject({ code: 0, stdout: `${rounds} of ${rounds} rounds identical\n` });
  });

  it('-c lists a round whose colours were changed, and exits 1', async () => {
    const t = paired();
    const last = t.players[0].rounds.length;
    for (const p of t.players) {
      const e = p.rounds[last - 1];
      if (e.colour !== null) e.colour = e.colour === 'w' ? 'b' : 'w';
    }
    const r = await run(['pair', flag, 'in.trf', '-c'], { 'in.trf': writeTrf(t) });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`^round ${last} differs\\n {2}file only: {5}\\d+-\\d+`));
    expect(r.stdout).toContain(`${last - 1} of ${last} rounds identical\n`);
  });

  it('exits 1 when no valid pairing exists', async () => {
    const met = blankTournament({
      name: 'met',
      totalRounds: 2,
      initialColour: 'w',
      players: [
        blankPlayer(1, { name: 'A', rating: 2000, rounds: [{ opponent: 2, colour: 'w', result: '1' }] }),
        blankPlayer(2, { name: 'B', rating: 1900, rounds: [{ opponent: 1, colour: 'b', result: '0' }] }),
      ],
    });
    const r = await run(['pair', flag, 'in.trf', '-p'], { 'in.trf': writeTrf(met) });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('round 2: no valid pairing');
  });

  it('answers a missing mode with the usage text and exit 3', async () => {
    const r = await run(['pair', flag, 'in.trf'], { 'in.trf': writeTrf(paired()) });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`pair ${flag} IN.trf needs -p [OUT] or -c`);
  });
}
