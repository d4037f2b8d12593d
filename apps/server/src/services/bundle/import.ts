import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  BUNDLE_JSON_ENTRY,
  BUNDLE_MAX_BYTES,
  BUNDLE_TRF_ENTRY,
  fileRules,
  term,
  tournamentBundle,
  wordsOfSentence,
  type Tournament,
  type TournamentBundle,
} from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import {
  brochures,
  byeRequests,
  entries,
  entryRoundRatings,
  games,
  matches,
  prizeStructures,
  prohibitedPairingPlayers,
  prohibitedPairings,
  resultChanges,
  rounds,
  tieOrders,
  tournamentFiles,
  tournaments,
} from '../../db/schema/index.js';
import type { UserRow } from '../core/sessions.js';
import { words } from '../core/languages/message.js';
import { sniffType } from '../core/files/sniff.js';
import { filesRoot, removeStored, storedPath, writeStored } from '../core/files/storage.js';
import { cleanFileName } from '../core/files/uploads.js';
import { importTrf } from '../tournaments/import-trf.js';
import { summaryOf } from '../core/tournament-summary.js';
import { checkTeamFields, checkTeamsAgainstTrf, restoreTeams } from './import-teams.js';
import { entriesOf } from './zip.js';
import { at, refused } from './refusals.js';

interface CheckedFile {
  file: TournamentBundle['files'][number];
  bytes: Buffer;
}

/** The bundle's parts, each checked: the JSON against its schema, every file against its kind's rules. */
async function readBundle(bytes: Buffer): Promise<{ trf: string; bundle: TournamentBundle; files: CheckedFile[] }> {
  const zipped = await entriesOf(bytes, BUNDLE_MAX_BYTES);
  const trf = zipped.get(BUNDLE_TRF_ENTRY);
  const json = zipped.get(BUNDLE_JSON_ENTRY);
  if (!json) throw refused(words('the bundle has no {file}', { file: BUNDLE_JSON_ENTRY }));
  if (!trf) throw refused(words('the bundle has no {file}', { file: BUNDLE_TRF_ENTRY }));
  let raw: unknown;
  try {
    raw = JSON.parse(json.toString('utf8'));
  } catch (error) {
    throw refused(words('{file} is not JSON ({reason})', { file: BUNDLE_JSON_ENTRY, reason: (error as Error).message }));
  }
  const parsed = tournamentBundle.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw refused(at(BUNDLE_JSON_ENTRY, at(issue.path.length > 0 ? issue.path.join('.') : words('the whole file'), wordsOfSentence(issue.message))));
  }
  const bundle = parsed.data;
  const listed = new Set(bundle.files.map((f) => f.entry));
  for (const name of zipped.keys()) {
    if (name !== BUNDLE_TRF_ENTRY && name !== BUNDLE_JSON_ENTRY && !listed.has(name))
      throw refused(words('the bundle holds {name}, which {json} does not list', { name: JSON.stringify(name), json: BUNDLE_JSON_ENTRY }));
  }
  const files = bundle.files.map((file) => {
    const content = zipped.get(file.entry);
    if (!content) throw refused(words('{json} lists {entry}, which the bundle does not hold', { json: BUNDLE_JSON_ENTRY, entry: file.entry }));
    const rules = fileRules[file.kind];
    if (content.length === 0 || content.length > rules.maxBytes)
      throw refused(words('{entry} is empty or over the {kind} limit', { entry: file.entry, kind: file.kind }));
    const type = sniffType(content);
    if (type !== file.contentType || !rules.types.includes(type))
      throw refused(words('{entry} is not the {label} {json} says it is', { entry: file.entry, label: term(rules.label), json: BUNDLE_JSON_ENTRY }));
    if (createHash('sha256').update(content).digest('hex') !== file.sha256)
      throw refused(words('{entry} does not match its SHA-256 in {json}', { entry: file.entry, json: BUNDLE_JSON_ENTRY }));
    return { file, bytes: content };
  });
  checkTeamFields(bundle);
  for (const kind of ['logo', 'regulations', 'attachments'] as const) {
    if (files.filter((f) => f.file.kind === kind).length > fileRules[kind].maxCount)
      throw refused(
        words(
          '{kind, select, logo {a tournament keeps at most {count} logo} regulations {a tournament keeps at most {count} regulations} other {a tournament keeps at most {count} attachments}}',
          { kind, count: fileRules[kind].maxCount },
        ),
      );
  }
  return { trf: trf.toString('utf8'), bundle, files };
}

const atOrNull = (text: string | null) => (text === null ? null : new Date(text));
/** What the TRF and the JSON both record of a round: who met whom (or had which bye) and the result. */
const pairingKey = (g: { white: number; black: number | null; kind: string; result: string | null }) =>
  `${g.white}-${g.black ?? 'bye'}:${g.kind}:${g.result ?? 'none'}`;

/**
 * The TRF import made the players and rounds; the JSON must record the same tournament (so neither
 * file was edited apart from the other), and then adds what TRF cannot carry.
 */
async function checkAgainstTrf(tx: Tx, tournamentId: string, bundle: TournamentBundle): Promise<Map<number, string>> {
  const players = await tx.select({ id: entries.id, pairingNumber: entries.pairingNumber }).from(entries).where(eq(entries.tournamentId, tournamentId));
  const fromTrf = players.map((p) => p.pairingNumber).sort((a, b) => a - b);
  const fromJson = bundle.players.map((p) => p.pairingNumber).sort((a, b) => a - b);
  if (fromTrf.join() !== fromJson.join())
    throw refused(
      words('{trf} and {json} disagree on the players (pairing numbers {fromTrf} against {fromJson})', {
        trf: BUNDLE_TRF_ENTRY,
        json: BUNDLE_JSON_ENTRY,
        fromTrf: fromTrf.join(', '),
        fromJson: fromJson.join(', '),
      }),
    );
  const idOf = new Map(players.map((p) => [p.pairingNumber, p.id]));
  const numberOf = new Map(players.map((p) => [p.id, p.pairingNumber]));
  const trfGames = await tx
    .select({ round: rounds.number, whiteId: games.whiteId, blackId: games.blackId, kind: games.kind, result: games.result })
    .from(games)
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .where(eq(games.tournamentId, tournamentId));
  const numbers = bundle.rounds.map((r) => r.number);
  if (numbers.some((n, i) => n !== i + 1)) throw refused(at(BUNDLE_JSON_ENTRY, words('rounds must be numbered 1, 2, 3… in order')));
  for (const round of bundle.rounds) {
    // A TRF writes a player the round did not pair as absent; the JSON leaves them out.
    const recorded = trfGames
      .filter((g) => g.round === round.number && g.kind !== 'absent')
      .map((g) =>
        pairingKey({
          white: numberOf.get(g.whiteId) as number,
          black: g.blackId === null ? null : (numberOf.get(g.blackId) as number),
          kind: g.kind,
          result: g.result,
        }),
      )
      .sort();
    const listed = round.games
      .filter((g) => g.kind !== 'absent')
      .map(pairingKey)
      .sort();
    if (recorded.join() !== listed.join())
      throw refused(words('{trf} and {json} disagree on round {round}', { trf: BUNDLE_TRF_ENTRY, json: BUNDLE_JSON_ENTRY, round: round.number }));
    for (const g of round.games) {
      if (!idOf.has(g.white) || (g.black !== null && !idOf.has(g.black)))
        throw refused(at(BUNDLE_JSON_ENTRY, words('round {round} pairs a player the bundle does not have', { round: round.number })));
    }
  }
  if (trfGames.some((g) => g.round > bundle.rounds.length))
    throw refused(words('{trf} records more rounds than {json}', { trf: BUNDLE_TRF_ENTRY, json: BUNDLE_JSON_ENTRY }));
  return idOf;
}

/** Rounds, a team event's matches, games and their result history as the JSON records them (boards, states and times a TRF does not keep). */
async function replaceRounds(
  tx: Tx,
  user: UserRow,
  tournamentId: string,
  bundle: TournamentBundle,
  idOf: Map<number, string>,
  teamIdOf: ReadonlyMap<number, string>,
): Promise<void> {
  await tx.delete(rounds).where(eq(rounds.tournamentId, tournamentId));
  for (const round of bundle.rounds) {
    const [row] = await tx
      .insert(rounds)
      .values({
        tournamentId,
        number: round.number,
        state: round.state,
        pairedAt: new Date(round.pairedAt),
        pairedBy: user.id,
        startedAt: atOrNull(round.startedAt),
        scoredAt: atOrNull(round.scoredAt),
        lineupsPublishedAt: atOrNull(round.lineupsPublishedAt ?? null),
      })
      .returning({ id: rounds.id });
    const roundMatches = round.matches ?? [];
    const matchRows =
      roundMatches.length === 0
        ? []
        : await tx
            .insert(matches)
            .values(
              roundMatches.map((m) => ({
                roundId: row.id,
                tournamentId,
                tableNumber: m.table,
                whiteTeamId: teamIdOf.get(m.whiteTeam) as string,
                blackTeamId: m.blackTeam === null ? null : (teamIdOf.get(m.blackTeam) as string),
                forfeit: m.forfeit,
                forfeitBy: m.forfeit === null ? null : user.id,
                forfeitAt: atOrNull(m.forfeitAt),
              })),
            )
            .returning({ id: matches.id, tableNumber: matches.tableNumber });
    const matchAt = new Map(matchRows.map((m) => [m.tableNumber, m.id]));
    for (const g of round.games) {
      const [game] = await tx
        .insert(games)
        .values({
          roundId: row.id,
          tournamentId,
          board: g.board,
          matchId: g.table == null ? null : (matchAt.get(g.table) as string),
          whiteId: idOf.get(g.white) as string,
          blackId: g.black === null ? null : (idOf.get(g.black) as string),
          kind: g.kind,
          result: g.result,
          resultBy: g.result === null ? null : user.id,
          resultAt: atOrNull(g.resultAt),
          resultVersion: g.resultVersion,
        })
        .returning({ id: games.id });
      if (g.history.length > 0) {
        await tx.insert(resultChanges).values(
          g.history.map((c) => ({
            gameId: game.id,
            tournamentId,
            oldResult: c.oldResult,
            newResult: c.newResult,
            changedBy: user.id,
            changedAt: new Date(c.changedAt),
          })),
        );
      }
    }
  }
}

async function applySettings(tx: Tx, user: UserRow, tournamentId: string, bundle: TournamentBundle, now: Date): Promise<void> {
  const { fideModeLeftInRound, ...s } = bundle.settings;
  // A tournament that left FIDE mode comes back out of it: leaving is for good, a restore included.
  const left = fideModeLeftInRound == null ? {} : { fideMode: false, fideModeLeftRound: fideModeLeftInRound, fideModeLeftAt: now, fideModeLeftBy: user.id };
  await tx
    .update(tournaments)
    .set({ ...s, ...left, finishedAt: atOrNull(s.finishedAt), updatedAt: now })
    .where(eq(tournaments.id, tournamentId));
  for (const p of bundle.players) {
    await tx
      .update(entries)
      .set({
        name: p.name,
        fideId: p.fideId,
        nationalId: p.nationalId,
        rating: p.rating,
        nationalRating: p.nationalRating ?? null,
        manualRating: p.manualRating ?? null,
        title: p.title,
        federation: p.federation,
        sex: p.sex,
        birthDate: p.birthDate,
        club: p.club,
        email: p.email,
        phone: p.phone,
        withdrawn: p.withdrawn,
        withdrawnAt: atOrNull(p.withdrawnAt),
        expelledAt: atOrNull(p.expelledAt),
        expelledRound: p.expelledRound,
        joinedRound: p.joinedRound,
      })
      .where(and(eq(entries.tournamentId, tournamentId), eq(entries.pairingNumber, p.pairingNumber)));
  }
  const byes = bundle.players.flatMap((p) => [
    ...[...new Set(p.byes)].map((round) => ({ pairingNumber: p.pairingNumber, round, kind: 'half_point_bye' as const })),
    ...[...new Set(p.fullPointByes)]
      .filter((round) => !p.byes.includes(round))
      .map((round) => ({ pairingNumber: p.pairingNumber, round, kind: 'full_point_bye' as const })),
  ]);
  if (byes.length > 0) {
    const ids = new Map(
      (await tx.select({ id: entries.id, pairingNumber: entries.pairingNumber }).from(entries).where(eq(entries.tournamentId, tournamentId))).map((e) => [
        e.pairingNumber,
        e.id,
      ]),
    );
    await tx
      .insert(byeRequests)
      .values(byes.map((b) => ({ entryId: ids.get(b.pairingNumber) as string, tournamentId, round: b.round, kind: b.kind, createdAt: now })));
  }
  if (bundle.prizeStructure) await tx.insert(prizeStructures).values({ tournamentId, ...bundle.prizeStructure, updatedBy: user.id, updatedAt: now });
  if (bundle.brochure) await tx.insert(brochures).values({ tournamentId, content: bundle.brochure, updatedBy: user.id, updatedAt: now });
}

/** The players kept apart, as the bundle lists them; their lines in tournament.trf are the same pairs, so written once. */
async function restoreProhibitions(tx: Tx, user: UserRow, tournamentId: string, bundle: TournamentBundle, idOf: Map<number, string>, now: Date): Promise<void> {
  // The bundle's list, with its names, stands for the groups the TRF import read from those lines; an older bundle
  // without a list keeps what the import read.
  if (bundle.prohibitedPairings === undefined) return;
  await tx.delete(prohibitedPairings).where(eq(prohibitedPairings.tournamentId, tournamentId));
  for (const group of bundle.prohibitedPairings) {
    if (group.players.some((n) => !idOf.has(n))) throw refused(at(BUNDLE_JSON_ENTRY, words('a prohibited pairing names a player the bundle does not have')));
    const [row] = await tx
      .insert(prohibitedPairings)
      .values({ tournamentId, label: group.label, lastRound: group.lastRound, createdBy: user.id, createdAt: now })
      .returning({ id: prohibitedPairings.id });
    await tx.insert(prohibitedPairingPlayers).values(group.players.map((n) => ({ prohibitedPairingId: row.id, entryId: idOf.get(n) as string })));
  }
}

/** The ratings players had from a round on, as the bundle lists them by pairing number. */
async function restoreRoundRatings(tx: Tx, user: UserRow, tournamentId: string, bundle: TournamentBundle, idOf: Map<number, string>, now: Date): Promise<void> {
  const ratings = bundle.roundRatings ?? [];
  if (ratings.some((r) => !idOf.has(r.player))) throw refused(at(BUNDLE_JSON_ENTRY, words('a rating per round names a player the bundle does not have')));
  if (ratings.length === 0) return;
  await tx
    .insert(entryRoundRatings)
    .values(
      ratings.map((r) => ({ tournamentId, entryId: idOf.get(r.player) as string, fromRound: r.fromRound, rating: r.rating, setBy: user.id, setAt: now })),
    );
}

/**
 * The arbiter's orders of fully tied players, as decided: the standings and prizes of the restored tournament come out
 * as they did. The arbiter who decided is not carried (accounts do not travel with a bundle); the TRF keeps the
 * decision's comment, so it is written once.
 */
async function restoreTieOrders(tx: Tx, tournamentId: string, bundle: TournamentBundle, idOf: Map<number, string>): Promise<void> {
  const orders = bundle.tieOrders ?? [];
  if (orders.length === 0) return;
  if (orders.some((o) => o.startNumbers.some((n) => !idOf.has(n))))
    throw refused(at(BUNDLE_JSON_ENTRY, words('a ranking of tied players names a player the bundle does not have')));
  if (orders.some((o) => o.round > bundle.rounds.length))
    throw refused(at(BUNDLE_JSON_ENTRY, words('a ranking of tied players is for a round the bundle does not have')));
  await tx
    .insert(tieOrders)
    .values(
      orders.map((o) => ({ tournamentId, round: o.round, startNumbers: o.startNumbers, reason: o.reason, decidedBy: null, decidedAt: new Date(o.decidedAt) })),
    );
}

/**
 * A new tournament, owned by the caller, from a bundle: players, pairing numbers and results through the
 * TRF import, then what the JSON adds, then the files. One transaction; files are written after the rows
 * and removed again if anything fails, so a refused bundle leaves nothing behind.
 */
export async function importBundle(ctx: AppContext, user: UserRow, zip: Buffer): Promise<Tournament> {
  const { trf, bundle, files } = await readBundle(zip);
  const now = ctx.clock();
  const written: string[] = [];
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const { id: tournamentId } = await importTrf({ ...ctx, db: tx }, user, trf, bundle.settings.name);
      const idOf = await checkAgainstTrf(tx, tournamentId, bundle);
      const teamIdOf = await checkTeamsAgainstTrf(tx, tournamentId, bundle);
      await restoreTeams(tx, tournamentId, bundle, teamIdOf, idOf, now);
      await replaceRounds(tx, user, tournamentId, bundle, idOf, teamIdOf);
      await applySettings(tx, user, tournamentId, bundle, now);
      await restoreProhibitions(tx, user, tournamentId, bundle, idOf, now);
      await restoreTieOrders(tx, tournamentId, bundle, idOf);
      await restoreRoundRatings(tx, user, tournamentId, bundle, idOf, now);
      const root = filesRoot(ctx.config);
      const stored = files.map(({ file, bytes }) => ({ id: randomUUID(), file, bytes }));
      if (stored.length > 0) {
        await tx.insert(tournamentFiles).values(
          stored.map(({ id: fileId, file, bytes }) => ({
            id: fileId,
            tournamentId,
            kind: file.kind,
            // As an upload is named: a bundle written by hand may call a PNG evil.html.
            name: cleanFileName(file.name, file.kind, file.contentType),
            contentType: file.contentType,
            size: bytes.length,
            sha256: file.sha256,
            uploadedBy: user.id,
            uploadedAt: now,
          })),
        );
      }
      for (const { id: fileId, bytes } of stored) {
        const path = storedPath(root, tournamentId, fileId);
        written.push(path);
        await writeStored(path, bytes);
      }
      return tournamentId;
    });
  } catch (error) {
    await removeStored(written);
    throw error;
  }
  return summaryOf(ctx.db, id);
}
