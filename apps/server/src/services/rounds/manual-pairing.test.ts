import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pairingOfRound, pairingWarnings, readTrf, roundsPlayed, type Player } from '@kingside/engine';
import { tournamentResponse } from '@kingside/contract';
import { useTestApp } from '../../test-support/index.js';
import { as, expectOk, useAccount } from '../tournaments/test-support/accounts.js';
import { loadTournamentData, type EntryRow } from '../tournaments/engine-model.js';
import { manualPairingWarnings, pairingWarningText } from './manual-pairing.js';

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
    const engine = pairingWarnings(model, round, rematch).map((warning) => pairingWarningText(warning, round, name));
    expect(manualPairingWarnings(data, round, id(rematch.white), id(rematch.black))).toEqual(engine);
    expect(engine.length).toBeGreaterThan(0);
  });
});
