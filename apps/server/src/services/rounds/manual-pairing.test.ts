import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pairingOfRound, pairingWarningLevel, pairingWarnings, readTrf, roundsPlayed, type Player } from '@kingside/engine';
import { tournamentResponse, type RoundPairings } from '@kingside/contract';
import { testDatabaseKinds, useTestApp } from '../../test-support/index.js';
import { as, expectOk, useAccount } from '../../test-support/accounts.js';
import { boardsOf, organiserOf, resultsFor } from '../../test-support/event.js';
import { loadTournamentData, type EntryRow } from '../core/engine-model.js';
import { manualPairingWarnings, pairingWarningText } from './manual-pairing.js';
import { say } from '../core/languages/say.js';
import { saidWarnings } from '../core/warning-levels.js';

// The engine's copy of the reference tournaments (packages/engine/conformance/dutch), whose every round the
// engine's Dutch pairing reproduces (packages/engine/src/swiss/dutch/conformance.test.ts).
const dir = new URL('../../../../../packages/engine/conformance/dutch/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.trf'))
  .sort();

// The rules are the engine's; what this proves is that the server hands the engine the same tournament the file
// describes, once stored and read back. One database kind is enough for that: the rows are the same on both.
describe('manual pairing warnings agree with the engine on every reference tournament', () => {
  const t = useTestApp('pglite');
  const olga = useAccount(t, 'organiser');

  it('has the reference tournaments', () => expect(files).toHaveLength(297));

  it.each(files)('%s: the last round’s boards draw no warning; a game of the round before, paired again, draws the engine’s warnings', async (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const model = readTrf(text);
    const answer = await as(t, olga).post('/api/tournament/import-trf', { trf: text });
    expectOk(answer, 201);
    const data = await loadTournamentData(t.database.db, tournamentResponse.parse(answer.body).data.id);
    const byNumber = new Map(data.entries.map((e) => [e.pairingNumber, e]));
    const id = (pairingNumber: number) => (byNumber.get(pairingNumber) as EntryRow).id;
    const name = (pairingNumber: number) => (byNumber.get(pairingNumber) as EntryRow).name;
    // The last round's warnings read every round before it, so checking it checks the whole history as stored.
    const round = roundsPlayed(model);
    const { pairs, bye } = pairingOfRound(model, round);
    for (const { white, black } of [...pairs, ...(bye === null ? [] : [{ white: bye, black: null }])]) {
      expect(manualPairingWarnings(data, round, id(white), black === null ? null : id(black)), `round ${round}: ${white}-${black}`).toEqual([]);
    }
    const played = model.players.find((p) => p.rounds[round - 2]?.opponent !== null && '10=WLD'.includes(p.rounds[round - 2].result)) as Player;
    const rematch = { white: played.startNumber, black: played.rounds[round - 2].opponent as number };
    const engine = pairingWarnings(model, round, rematch).map((warning) => ({
      level: pairingWarningLevel(warning),
      message: pairingWarningText(warning, round, name),
    }));
    expect(manualPairingWarnings(data, round, id(rematch.white), id(rematch.black))).toEqual(engine);
    expect(engine.length).toBeGreaterThan(0);
  });
});

describe.each(testDatabaseKinds)('manual pairing warnings on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  it('name the players and the FIDE article: a bye to who had one, a second bye in the round', async () => {
    const { id } = await o.createWithPlayers(5, { rounds: 3 });
    const round1 = await o.pair(id, 1);
    await o.start(id);
    await o.score(
      id,
      1,
      resultsFor(round1, () => '1-0'),
    );
    const round2 = await o.pair(id, 2);
    const byeOf = (round: RoundPairings) => (round.rows.find((row) => row.kind === 'pairing_bye') as RoundPairings['rows'][number]).player;
    const [first, second] = [byeOf(round1), byeOf(round2)];
    const data = await loadTournamentData(t.database.db, id);
    expect(saidWarnings('en', manualPairingWarnings(data, 2, first.id, null))).toEqual([
      { level: 3, message: `${first.name} has already had the pairing-allocated bye or a win's points without playing (FIDE C.04.1 art. 4)` },
      { level: 5, message: `Round 2 already has a pairing-allocated bye (${second.name}; FIDE C.04.1 art. 3)` },
    ]);
  });

  it('word the colour rules', () => {
    const name = (pairingNumber: number) => `Player ${pairingNumber}`;
    expect(say('en', pairingWarningText({ rule: 'colour-difference', player: 3, colour: 'b', difference: -3 }, 5, name))).toBe(
      'Player 3 would have 3 more blacks than whites (FIDE C.04.1 art. 6)',
    );
    expect(say('en', pairingWarningText({ rule: 'colour-three-running', player: 4, colour: 'w' }, 5, name))).toBe(
      'Player 4 would have white three times running (FIDE C.04.1 art. 7)',
    );
  });

  it('put a board paired by hand in its place by score, sum of scores and pairing number, the bye after the games', async () => {
    const { id } = await o.createWithPlayers(9, { rounds: 3 });
    const round1 = await o.pair(id, 1);
    await o.start(id);
    await o.score(
      id,
      1,
      resultsFor(round1, () => '1-0'),
    );
    const round2 = await o.pair(id, 2);
    const paired = boardsOf(round2);
    expect(paired.at(-1)).toMatch(/:pairing_bye$/);
    expectOk(await o.api.post('/api/tournament/edit-pairings', { tournamentId: id, round: 2 }));
    // The leaders' board, taken away and made again by hand, goes back to board 1, not after the bye.
    const top = round2.rows[0];
    expectOk(await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: 1 }));
    expectOk(
      await o.api.patch('/api/tournament/add-pairing', {
        tournamentId: id,
        round: 2,
        white: top.player.id,
        black: top.opponent?.id,
        confirmation: 'confirmed',
      }),
    );
    const after = await o.pairings(id, 2);
    expect(boardsOf(after)).toEqual(paired);
    expect(after.rows.map((row) => row.board)).toEqual(paired.map((_, index) => index + 1));
  });
});
