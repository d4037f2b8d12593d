import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  entryFeeResponse,
  managedPlayersResponse,
  payoutLedgerResponse,
  prohibitedPairingsResponse,
  publicPlayerResponse,
  ratingListImportResponse,
  tournamentFilesResponse,
  type ManagedPlayer,
} from '@kingside/contract';
import { generatePlayers, writeFideList } from '../integrations/fide/generate-list.js';
import { tinyPng } from './images.js';
import { tournamentWithWinners, type TestWinner } from './winners.js';
import { account, as, expectOk, type Account } from './accounts.js';
import { organiserOf } from './event.js';
import { call, type TestApp } from './app.js';
import { multipart } from './multipart.js';
import { teamEventFixture, type TeamEventFixture } from './team-fixture.js';

/** The five callers of the authorization matrix, in the order each route is tried. */
export const roles = ['anonymous', 'player', 'otherOrganiser', 'owner', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Two of a consumable thing: one for the owner to use up, one for the admin. */
export interface ForBoth<T> {
  owner: T;
  admin: T;
}

/**
 * Everything the routes' path parameters and bodies name, all of it the owner's, so that another
 * organiser is refused and the owner and an admin pass on the same ids. Things a call uses up
 * (pairing a round, deleting a file, ending a tournament) come twice: one for the owner, one for the admin.
 */
export interface RouteFixture {
  accounts: Record<Exclude<Role, 'anonymous'>, Account>;
  /** A Swiss of 7 (the player registered itself): round 1 paired and started; files, a brochure. */
  main: { id: string; players: ManagedPlayer[]; playerEntryId: string; fileId: string };
  /** Round 1 unpaired, players in. */
  unpaired: ForBoth<string>;
  /** Round 1 unpaired, players in: to split. */
  toSplit: ForBoth<string>;
  /** Round 1 paired, not started, no result: to revert. */
  paired: ForBoth<string>;
  /** The same: to start. */
  toStart: ForBoth<string>;
  /** Round 1 paired and started. */
  started: ForBoth<string>;
  /** A 1-round Swiss whose round is scored: ready to end. */
  lastRoundScored: ForBoth<string>;
  /** Round 1 paired, its pairings being edited, board 2 removed: its two players wait to be paired by hand. */
  handPairing: ForBoth<{ id: string; white: string; black: string }>;
  /** Round 1 paired as the engine paired it, its pairings being edited: to compare with the engine's, and to validate. */
  editing: ForBoth<string>;
  validating: ForBoth<string>;
  /** Tournaments in FIDE mode, to leave it. */
  leavingFideMode: ForBoth<string>;
  /** Round 1 unpaired, a prohibited pairing of players 1 and 2 entered (to remove); players 3 and 4 to keep apart. */
  prohibiting: ForBoth<{ id: string; groupId: string; others: string[] }>;
  /** A player to expel, in a tournament of its own. */
  expelling: ForBoth<string>;
  /** Tournaments to delete, and deleted ones to restore. */
  toDelete: ForBoth<string>;
  deleted: ForBoth<string>;
  /** Files to delete. */
  files: ForBoth<string>;
  /** Prizes: stored winners with payee details, the list published, one paid out (an order in the ledger). */
  prizes: { id: string; winners: TestWinner[]; orderId: string; attemptId: string };
  /** Winners computed by the prizes service from a finished tournament's structure. */
  finished: { id: string };
  /** An entry-fee tournament the player registered in (awaiting payment). */
  entryFee: { id: string; entryId: string; orderId: string };
  /** A second entry-fee tournament, for registering. */
  entryFeeOpen: string;
  /** A free tournament taking registrations. */
  registrationOpen: string;
  /** The finished FIDE-list import. */
  fideImportJobId: string;
  fideIdOnList: number;
  /** The finished tournament as TRF, for imports. */
  trf: string;
  /** A team Swiss, round 1 paired; the player captains team 1. */
  team: TeamEventFixture;
}

export const png = tinyPng();
export const pdf = Buffer.from('%PDF-1.4\n% Kingside test\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** Builds the fixture through the API as its users would (a few direct rows only where the payout tests write them). */
export async function buildRouteFixture(t: TestApp): Promise<RouteFixture> {
  const owner = await account(t, 'organiser', 'Olga Owner');
  const otherOrganiser = await account(t, 'organiser', 'Oscar Other');
  const player = await account(t, 'player', 'Pia Player');
  const admin = await account(t, 'admin', 'Ada Admin');
  const olga = organiserOf(t, owner);

  const mainId = await olga.create({ name: 'Matrix Open', rounds: 5, enable_registration: true, startDate: '2026-03-01' });
  for (let i = 0; i < 6; i++) await olga.add(mainId, { name: `Player ${String.fromCharCode(65 + i)}`, rating: 2000 - 50 * i, email: `p${i}@example.test` });
  const registered = await as(t, player).post(`/api/players/register/${mainId}`, { rating: 1500 });
  expectOk(registered, 201);
  const playerEntryId = publicPlayerResponse.parse(registered.body).data.uuid;
  const fileIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const answer = await call(t.app, 'POST', `/api/tournament/${mainId}/files`, {
      form: multipart({}, [{ field: 'attachments', name: `poster-${i}.png`, content: png, type: 'image/png' }]),
      token: owner.token,
    });
    expectOk(answer, 201);
    fileIds.push(tournamentFilesResponse.parse(answer.body).data.at(-1)!.id);
  }
  expectOk(await call(t.app, 'PUT', `/api/tournament/${mainId}/brochure`, { body: { description: 'Seven rounds', venue: 'Town hall' }, token: owner.token }));
  await olga.pair(mainId, 1);
  await olga.start(mainId);
  const players = managedPlayersResponse.parse((await olga.api.get(`/api/players/entries/${mainId}`)).body);

  const withPlayers = async (name: string, rounds = 5) => (await olga.createWithPlayers(4, { name, rounds, startDate: '2026-03-01' })).id;
  const twice = async <T>(make: (who: 'owner' | 'admin') => Promise<T>): Promise<ForBoth<T>> => ({ owner: await make('owner'), admin: await make('admin') });

  const unpaired = await twice((who) => withPlayers(`Unpaired ${who}`));
  const toSplit = await twice((who) => withPlayers(`To split ${who}`));
  const pairedOne = async (name: string) => {
    const id = await withPlayers(name);
    await olga.pair(id, 1);
    return id;
  };
  const paired = await twice((who) => pairedOne(`Paired ${who}`));
  const toStart = await twice((who) => pairedOne(`To start ${who}`));
  const started = await twice(async (who) => {
    const id = await withPlayers(`Started ${who}`);
    await olga.pair(id, 1);
    await olga.start(id);
    return id;
  });
  const lastRoundScored = await twice(async (who) => {
    const id = await withPlayers(`Scored ${who}`, 1);
    await olga.pair(id, 1);
    await olga.start(id);
    await olga.score(id, 1, [
      { board: 1, result: '1-0' },
      { board: 2, result: '1/2-1/2' },
    ]);
    return id;
  });
  const handPairing = await twice(async (who) => {
    const id = await withPlayers(`By hand ${who}`);
    const pairings = await olga.pair(id, 1);
    const board = pairings.rows.find((row) => row.board === 2)!;
    expectOk(await olga.api.post('/api/tournament/edit-pairings', { tournamentId: id, round: 1 }));
    expectOk(await olga.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 1, board: 2 }));
    return { id, white: board.player.id, black: board.opponent!.id };
  });
  const editedRound = (name: string) =>
    twice(async (who) => {
      const id = await withPlayers(`${name} ${who}`);
      await olga.pair(id, 1);
      expectOk(await olga.api.post('/api/tournament/edit-pairings', { tournamentId: id, round: 1 }));
      return id;
    });
  const editing = await editedRound('Editing');
  const validating = await editedRound('Validating');
  const leavingFideMode = await twice((who) => withPlayers(`Leaving FIDE mode ${who}`));
  const prohibiting = await twice(async (who) => {
    const { id, players: four } = await olga.createWithPlayers(4, { name: `Prohibiting ${who}`, rounds: 5, startDate: '2026-03-01' });
    const entered = await olga.api.post(`/api/tournament/${id}/prohibited-pairings`, { label: 'Family', entryIds: [four[0].uuid, four[1].uuid] });
    expectOk(entered, 201);
    return { id, groupId: prohibitedPairingsResponse.parse(entered.body).data.groups[0].id, others: [four[2].uuid, four[3].uuid] };
  });
  const expelling = await twice(async (who) => (await olga.createWithPlayers(4, { name: `Expelling ${who}`, rounds: 5 })).players[0].uuid);

  const toDelete = await twice((who) => withPlayers(`To delete ${who}`));
  const deleted = await twice(async (who) => {
    const id = await withPlayers(`Deleted ${who}`);
    expectOk(await call(t.app, 'DELETE', `/api/tournament/${id}`, { token: owner.token }));
    return id;
  });

  const prizes = await tournamentWithWinners(t, owner, [500_000, 300_000, 200_000]);
  for (const winner of prizes.winners) {
    expectOk(
      await call(t.app, 'PUT', `/api/players/payee-details/${winner.id}`, {
        body: { kind: 'upi', vpa: 'asha.k@oksbi', name: 'Asha Kumar' },
        token: owner.token,
      }),
    );
  }
  expectOk(await olga.api.post(`/api/tournament/publish-prizes/${prizes.tournamentId}`, { published: true }));
  expectOk(await olga.api.post('/api/players/distribute-prizes', { tournamentId: prizes.tournamentId, winnerIds: [prizes.winners[2].id] }));
  const ledger = payoutLedgerResponse.parse((await olga.api.get(`/api/juspay/ledger?tournamentId=${prizes.tournamentId}`)).body).data.attempts;

  const finishedId = await withPlayers('Finished', 1);
  expectOk(
    await olga.api.post(`/api/tournament/prize-config/${finishedId}`, { prizes: [{ id: 'overall', name: 'Overall', kind: 'overall', amounts: [1000, 500] }] }),
  );
  await olga.pair(finishedId, 1);
  await olga.start(finishedId);
  await olga.score(finishedId, 1, [
    { board: 1, result: '1-0' },
    { board: 2, result: '0-1' },
  ]);
  expectOk(await olga.api.post('/api/tournament/trigger-tournament-end', { tournamentId: finishedId }));

  // Not JSON, so not through call().
  const trf = await t.app.inject({ method: 'GET', url: `/api/tournament/${finishedId}/trf`, headers: { authorization: `Bearer ${owner.token}` } });
  if (trf.statusCode !== 200) throw new Error(`TRF export: ${trf.statusCode} ${trf.body}`);

  const entryFeeId = await olga.create({ name: 'Fee Open', rounds: 5, enable_registration: true, entryFee: 250 });
  const fee = entryFeeResponse.parse((await as(t, player).post(`/api/entry-fees/register/${entryFeeId}`, { rating: 1500 })).body).data;
  const entryFeeOpen = await olga.create({ name: 'Fee Open II', rounds: 5, enable_registration: true, entryFee: 100 });
  const registrationOpen = await olga.create({ name: 'Free Open', rounds: 5, enable_registration: true });

  const listDir = mkdtempSync(path.join(tmpdir(), 'ks-fide-list-'));
  const listFile = path.join(listDir, 'players_list_foa.txt');
  const listed = [...generatePlayers({ players: 20, seed: 7, listYear: 2025 })];
  await writeFideList(listed, { format: 'txt', out: listFile });
  const importStarted = await call(t.app, 'POST', '/api/players/import-fide-list', {
    form: multipart({}, [{ field: 'file', name: 'players_list_foa.txt', content: readFileSync(listFile) }]),
    token: admin.token,
  });
  rmSync(listDir, { recursive: true, force: true });
  expectOk(importStarted, 202);
  const jobId = ratingListImportResponse.parse(importStarted.body).data.id;
  for (let waited = 0; ; waited += 50) {
    const job = ratingListImportResponse.parse((await call(t.app, 'GET', `/api/players/import-fide-list/${jobId}`, { token: admin.token })).body).data;
    if (job.state !== 'running') break;
    if (waited > 30_000) throw new Error('the FIDE list import did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    accounts: { player, otherOrganiser, owner, admin },
    main: { id: mainId, players: players.data, playerEntryId, fileId: fileIds[0] },
    unpaired,
    toSplit,
    paired,
    toStart,
    started,
    lastRoundScored,
    handPairing,
    editing,
    validating,
    leavingFideMode,
    prohibiting,
    expelling,
    toDelete,
    deleted,
    files: { owner: fileIds[1], admin: fileIds[2] },
    prizes: { id: prizes.tournamentId, winners: prizes.winners, orderId: ledger[0].orderId, attemptId: ledger[0].id },
    finished: { id: finishedId },
    entryFee: { id: entryFeeId, entryId: fee.entryId, orderId: fee.order!.orderId },
    entryFeeOpen,
    registrationOpen,
    fideImportJobId: jobId,
    fideIdOnList: listed[0].fideId,
    trf: trf.body,
    team: await teamEventFixture(t, owner, player),
  };
}
