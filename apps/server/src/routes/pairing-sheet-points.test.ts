import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf, resultsFor } from '../test-support/event.js';
import { roundPairings } from '../services/core/pairings.js';
import { loadTournamentData } from '../services/core/engine-model.js';

const whiteWins = () => '1-0' as const;

/** Each player's points before the round as a pairing sheet prints them, by pairing number. */
function pointsOnSheet(sheet: { rows: { player: { pairingNumber: number; points: number }; opponent: { pairingNumber: number; points: number } | null }[] }) {
  return Object.fromEntries(sheet.rows.flatMap((row) => [row.player, ...(row.opponent ? [row.opponent] : [])]).map((p) => [p.pairingNumber, p.points]));
}

describe.each(testDatabaseKinds)("a round's pairing sheet, read without the whole tournament, on %s", (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  it('prints the points before the round as the whole tournament gives them, and reads it whole once per pairing and per change of an earlier round', async () => {
    const { id } = await o.createWithPlayers(7, { rounds: 5 });
    const round1 = await o.playRound(id, 1, whiteWins);
    const round2 = await o.pair(id, 2);
    await o.start(id);
    const counted = t.app.ctx.pointsBefore.computations(id);

    const [first, second] = resultsFor(round2, whiteWins).filter((r) => round2.rows[r.board - 1].kind === 'game');
    const afterFirst = await o.score(id, 2, [first]);
    const afterSecond = await o.score(id, 2, [second]);
    const whole = roundPairings(await loadTournamentData(t.database.db, id), 2);
    expect(afterSecond).toEqual(whole);
    expect(pointsOnSheet(afterFirst)).toEqual(pointsOnSheet(whole));
    expect(await o.pairings(id, 2)).toEqual(whole);
    // Results of round 2 change nothing before it: the points were counted once, when round 2 was paired.
    expect(t.app.ctx.pointsBefore.computations(id)).toBe(counted);

    // A corrected result of round 1 changes the points before round 2, on the next sheet read.
    const board1 = round1.rows[0];
    const before = pointsOnSheet(await o.pairings(id, 2));
    await o.score(id, 1, [{ board: 1, result: '0-1' }]);
    const corrected = pointsOnSheet(await o.pairings(id, 2));
    expect(corrected[board1.player.pairingNumber]).toBe(before[board1.player.pairingNumber] - 1);
    expect(corrected[(board1.opponent as { pairingNumber: number }).pairingNumber]).toBe(
      before[(board1.opponent as { pairingNumber: number }).pairingNumber] + 1,
    );
    expect(await o.pairings(id, 2)).toEqual(roundPairings(await loadTournamentData(t.database.db, id), 2));
    expect(t.app.ctx.pointsBefore.computations(id)).toBe(counted + 1);
  });

  it('counts a changed point system at once', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    await o.playRound(id, 1, whiteWins);
    await o.pair(id, 2);
    const sides = async () => (await o.pairings(id, 2)).rows.flatMap((r) => [r.player, ...(r.opponent ? [r.opponent] : [])]);
    const winners = (await sides()).filter((p) => p.points === 1).map((p) => p.id);
    expect(winners).toHaveLength(2);
    expectOk(await o.api.patch(`/api/tournament/${id}`, { pointSystem: { win: 3, draw: 1, loss: 0 } }));
    expect((await sides()).filter((p) => p.points === 3).map((p) => p.id)).toEqual(expect.arrayContaining(winners));
  });
});
