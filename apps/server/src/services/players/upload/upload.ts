import { eq, max } from 'drizzle-orm';
import { initialRanking } from '@kingside/engine';
import { isTeamSystem, type Locale, type PlayersUploadReport, type UploadDuplicate, type UploadRow, type UploadRowError } from '@kingside/contract';
import type { AppContext } from '../../../context.js';
import type { Tx } from '../../../db/connection.js';
import { entries } from '../../../db/schema/index.js';
import { ApiFailure, conflict } from '../../../http/errors.js';
import type { UserRow } from '../../core/sessions.js';
import { asWords, words, type Message, type Words } from '../../core/languages/message.js';
import { say } from '../../core/languages/say.js';
import { publishChange } from '../../core/live/publish.js';
import { managedTournament, type TournamentRow } from '../../core/access.js';
import { loadTournamentData, type EntryRow } from '../../core/engine-model.js';
import { checkTakesEntries, enter, entryFields, initialOrderRule, managedPlayerList, renumber, type AddPlayer } from '../../core/players.js';
import { mapColumns } from './columns.js';
import { readUploadedSheet } from '../../core/spreadsheets/uploaded-sheet.js';
import { tournamentRatingOf } from '../../core/tournament-rating.js';
import { ratingField, readRow, uploadedPlayerOf, type ReadRow, type RowProblem } from './rows.js';
import { enterRosters, flagRepeatedBoards } from './teams.js';

export interface PlayersUpload {
  tournamentId: string;
  fileName: string;
  bytes: Buffer;
  /** Check only: nothing is written. */
  preview: boolean;
  /** Leave out the rows of players already entered instead of refusing the upload. */
  skipDuplicates: boolean;
  /** The reader's language, which the report's row messages are said in. */
  locale: Locale;
}

export interface UploadOutcome {
  status: 200 | 201;
  message: Message;
  report: PlayersUploadReport;
}

/** An upload refused for what its rows hold: the answer carries the report, so each row's problem can be shown. */
export class UploadRefused extends ApiFailure {
  constructor(
    statusCode: 400 | 409,
    message: Message,
    readonly report: PlayersUploadReport,
  ) {
    super(statusCode, message, 'file');
  }
}

/**
 * Uploads a sheet of players into a tournament (the players/upload and players/upload-sheet endpoints):
 * every row is read and checked by add-player's rules, duplicates are flagged, and only when no row
 * has a problem are the players entered — one by one through add-player's own entry, in one
 * transaction, so pairing numbers and late entries follow exactly the same rules.
 */
export async function uploadPlayers(ctx: AppContext, user: UserRow, upload: PlayersUpload): Promise<UploadOutcome> {
  // Who may upload, and whether the tournament takes players, is said before anything about the file.
  stillTakesPlayers(await managedTournament(ctx.db, user, upload.tournamentId));
  const sheet = await readUploadedSheet(ctx, upload.bytes, upload.fileName);
  const columns = mapColumns(sheet.header);

  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, upload.tournamentId, { lock: !upload.preview });
    stillTakesPlayers(t);
    const rating = ratingField(columns, t.ratingType);
    const read = sheet.rows.map((row) => readRow(row, columns, sheet.header, rating));
    const teamEvent = isTeamSystem(t.system);
    if (teamEvent) flagRepeatedBoards(read, columns, sheet.header);
    const entered = await tx.select().from(entries).where(eq(entries.tournamentId, t.id));
    // Each problem row's first problem, as the answer's sentence names it.
    const firstProblems = new Map<number, Words>();
    const rows = withDuplicates(read, entered, upload.skipDuplicates, upload.locale, firstProblems);
    const report: PlayersUploadReport = {
      tournamentId: t.id,
      fileName: upload.fileName,
      format: sheet.format,
      ratingColumn: rating === null ? null : sheet.header[columns.fields[rating] as number],
      columns: columns.columns,
      rows,
      counts: countsOf(rows),
      saved: false,
      players: null,
    };

    const teamColumn = columns.fields.team;
    if (!teamEvent && teamColumn !== undefined && read.some((r) => r.cells.team !== undefined))
      throw new UploadRefused(
        400,
        words(
          'Upload failed: {tournament} is an individual event, and column {column} gives teams. Every column may stay except that one: leave it empty, or name it Club if it holds the players’ clubs',
          { tournament: t.name, column: sheet.header[teamColumn] },
        ),
        report,
      );
    const problems = rows.filter((r) => r.status === 'error' || r.status === 'duplicate');
    if (problems.length > 0) {
      const list = problemList(problems, firstProblems);
      if (upload.preview) return { status: 200, message: words('Cannot upload yet: every row is fine except {list}', { list }), report };
      const onlyEntered = problems.every((r) => r.status === 'duplicate' && r.duplicates.every((d) => d.of === 'entered'));
      throw new UploadRefused(
        onlyEntered ? 409 : 400,
        onlyEntered
          ? words('Upload failed: every row is fine except {list}. Nothing was saved; remove those rows, or leave out the players already entered', { list })
          : words('Upload failed: every row is fine except {list}. Nothing was saved', { list }),
        report,
      );
    }
    const ready = rows.filter((r) => r.status === 'ready');
    const { skipped } = report.counts;
    if (upload.preview) {
      const message =
        skipped > 0
          ? words(
              '{count, plural, one {# player} other {# players}} ready to upload; {skipped, plural, one {# row} other {# rows}} of players already entered left out',
              { count: ready.length, skipped },
            )
          : words('{count, plural, one {# player} other {# players}} ready to upload', { count: ready.length });
      return { status: 200, message, report };
    }

    await save(ctx, tx, t, ready, read);
    if (teamEvent) await enterRosters(tx, t, ready, read, ctx.clock());
    // Spectators' open player lists pick the new players up, as after add-player.
    await publishChange(tx, t.id, 'players', null, ctx.clock());
    const data = await loadTournamentData(tx, t.id, t);
    const saved: PlayersUploadReport = { ...report, counts: countsOf(rows), saved: true, players: managedPlayerList(data) };
    const message =
      skipped > 0
        ? words(
            '{count, plural, one {# player} other {# players}} uploaded; {skipped, plural, one {# row} other {# rows}} of players already entered left out',
            { count: ready.length, skipped },
          )
        : words('{count, plural, one {# player} other {# players}} uploaded', { count: ready.length });
    return { status: 201, message, report: saved };
  });
}

/** add-player's state rules (finished, round robin under way, every round paired), as an upload failure (a failure names its cause in words). */
function stillTakesPlayers(t: TournamentRow): void {
  try {
    checkTakesEntries(t);
  } catch (error) {
    if (error instanceof ApiFailure)
      throw conflict(words('Upload failed: {reason}. Every row was refused, without exception', { reason: asWords(error.words) }), 'tournamentId');
    throw error;
  }
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_CHUNK = 1000;

/**
 * Enters the ready rows. Before round 1, add-player's entry amounts to inserting the player and
 * renumbering everyone in the initial order, so the rows go in together and the field is numbered
 * once (one player at a time would renumber the whole field per row). Once round 1 is paired they
 * are late entries and go through add-player's own entry one by one (missed rounds, C.04.2 numbers).
 */
async function save(ctx: AppContext, tx: Tx, t: TournamentRow, ready: UploadRow[], read: ReadRow[]): Promise<void> {
  const bodies = new Map(read.map((r) => [r.row, r.player]));
  // In the initial order (FIDE C.04.2), so late entries come in strongest first; the file's order settles ties.
  const order = initialRanking(
    ready.map((row) => {
      const body = bodies.get(row.row) as AddPlayer;
      const rating = tournamentRatingOf({ rating: body.rating, nationalRating: body.nationalRating ?? null, manualRating: body.manualRating ?? null }, t);
      return { row, body, rating, title: body.title, name: body.name, fideId: body.fideId };
    }),
    initialOrderRule(t),
  );
  if (t.currentRound > 0) {
    for (const { row, body } of order) {
      const entry = await enter(ctx, tx, t, body, null);
      row.playerId = entry.id;
      row.status = 'saved';
    }
    return;
  }
  const now = ctx.clock();
  const [{ last }] = await tx
    .select({ last: max(entries.pairingNumber) })
    .from(entries)
    .where(eq(entries.tournamentId, t.id));
  for (let start = 0; start < order.length; start += INSERT_CHUNK) {
    const chunk = order.slice(start, start + INSERT_CHUNK);
    const inserted = await tx
      .insert(entries)
      .values(
        chunk.map(({ body }, i) => ({
          tournamentId: t.id,
          pairingNumber: (last ?? 0) + start + i + 1,
          ...entryFields(body),
          joinedRound: 1,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: entries.id, pairingNumber: entries.pairingNumber });
    const idOf = new Map(inserted.map((entry) => [entry.pairingNumber, entry.id]));
    chunk.forEach(({ row }, i) => {
      row.playerId = idOf.get((last ?? 0) + start + i + 1) ?? null;
      row.status = 'saved';
    });
  }
  await renumber(tx, t.id);
}

const nameKey = (name: string, birthDate: string | null | undefined) => (birthDate ? `${name.trim().toLowerCase()}|${birthDate}` : null);

/** Flags the same player twice in the file, and players already entered (same FIDE id, or same name and birth date, as add-player). */
function withDuplicates(read: ReadRow[], entered: EntryRow[], skipDuplicates: boolean, locale: Locale, firstProblems: Map<number, Words>): UploadRow[] {
  const byFideId = new Map<number, ReadRow[]>();
  const byName = new Map<string, ReadRow[]>();
  for (const row of read) {
    if (!row.player) continue;
    if (row.player.fideId) byFideId.set(row.player.fideId, [...(byFideId.get(row.player.fideId) ?? []), row]);
    const key = nameKey(row.player.name, row.player.birthDate);
    if (key) byName.set(key, [...(byName.get(key) ?? []), row]);
  }
  const enteredByFideId = new Map(entered.filter((e) => e.fideId !== null).map((e) => [e.fideId as number, e]));
  const enteredByName = new Map<string, EntryRow>();
  for (const e of entered) {
    const key = nameKey(e.name, e.birthDate);
    if (key) enteredByName.set(key, e);
  }

  return read.map((row) => {
    const duplicates: UploadDuplicate[] = [];
    // Each duplicate's reason, without the row it is on.
    const reasons: Words[] = [];
    const said = (problem: Words) => say(locale, words('Row {row}: {problem}', { row: row.row, problem }));
    const player = row.player;
    if (player) {
      const twins = new Map<number, { duplicate: UploadDuplicate; reason: Words }>();
      const twin = (other: number, reason: UploadDuplicate['reason'], problem: Words) =>
        twins.set(other, { duplicate: { of: 'row', row: other, reason, message: said(problem) }, reason: problem });
      for (const other of player.fideId ? (byFideId.get(player.fideId) ?? []) : []) {
        if (other !== row)
          twin(other.row, 'fideId', words('the same player as row {other} (FIDE id {fideId})', { other: other.row, fideId: player.fideId ?? '' }));
      }
      const key = nameKey(player.name, player.birthDate);
      for (const other of key ? (byName.get(key) ?? []) : []) {
        if (other !== row && !twins.has(other.row))
          twin(other.row, 'nameAndBirthDate', words('the same player as row {other} (same name and birth date)', { other: other.row }));
      }
      for (const [, found] of [...twins].sort(([a], [b]) => a - b)) {
        duplicates.push(found.duplicate);
        reasons.push(found.reason);
      }
      const sameId = player.fideId ? enteredByFideId.get(player.fideId) : undefined;
      const sameName = key ? enteredByName.get(key) : undefined;
      if (sameId) {
        const reason = words('already entered as {name} (FIDE id {fideId})', { name: sameId.name, fideId: player.fideId ?? '' });
        duplicates.push({ of: 'entered', playerId: sameId.id, name: sameId.name, reason: 'fideId', message: said(reason) });
        reasons.push(reason);
      } else if (sameName) {
        const reason = words('already entered as {name}, born {birthDate}', { name: sameName.name, birthDate: sameName.birthDate ?? '' });
        duplicates.push({ of: 'entered', playerId: sameName.id, name: sameName.name, reason: 'nameAndBirthDate', message: said(reason) });
        reasons.push(reason);
      }
    }
    const errors = row.problems.map((problem) => rowError(locale, row.row, problem));
    const first = row.problems[0] === undefined ? reasons[0] : shortProblem(row.problems[0]);
    if (first !== undefined) firstProblems.set(row.row, first);
    const inFile = duplicates.some((d) => d.of === 'row');
    const status: UploadRow['status'] =
      errors.length > 0 ? 'error' : inFile ? 'duplicate' : duplicates.length > 0 ? (skipDuplicates ? 'skipped' : 'duplicate') : 'ready';
    return { row: row.row, status, cells: row.cells, player: player ? uploadedPlayerOf(player, row) : null, errors, duplicates, playerId: null };
  });
}

function countsOf(rows: UploadRow[]): PlayersUploadReport['counts'] {
  const count = (status: UploadRow['status']) => rows.filter((r) => r.status === status).length;
  return { rows: rows.length, ready: count('ready'), errors: count('error'), duplicates: count('duplicate'), skipped: count('skipped'), saved: count('saved') };
}

/** A cell's problem as the report names it: "Row 7, column Rating: 'abc' is not a number". */
function rowError(locale: Locale, row: number, { field, column, problem }: RowProblem): UploadRowError {
  if (column === null) return { column: null, field, message: say(locale, words('Row {row}: {problem}', { row, problem })) };
  // A header is the organiser's own words, shown as written; only a column named by its number is said.
  const shown = typeof column === 'string' ? column : say(locale, column);
  return { column: shown, field, message: say(locale, words('Row {row}, column {column}: {problem}', { row, column: shown, problem })) };
}

/** A cell's problem within a sentence that names its row already: "column Rating: 'abc' is not a number". */
const shortProblem = ({ column, problem }: RowProblem): Words => (column === null ? problem : words('column {column}: {problem}', { column, problem }));

const SHOWN_PROBLEMS = 3;

/** "row 7 (column Rating: 'abc' is not a number), row 9 (the same player as row 4) and 5 more rows". */
function problemList(problems: UploadRow[], firstProblems: Map<number, Words>): Words {
  const described = problems.slice(0, SHOWN_PROBLEMS).map((r) => words('row {row} ({problem})', { row: r.row, problem: firstProblems.get(r.row) as Words }));
  const [first, second, third] = described;
  const more = problems.length - described.length;
  if (more > 0) return words('{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}', { first, second, third, more });
  if (third) return words('{first}, {second} and {third}', { first, second, third });
  if (second) return words('{first} and {second}', { first, second });
  return first;
}
