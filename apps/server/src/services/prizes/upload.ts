import { and, eq, isNotNull } from 'drizzle-orm';
import type { Locale, PrizeUploadReport, PrizeUploadRow } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entries, prizeStructures, prizeWinnerChanges, prizeWinners } from '../../db/schema/index.js';
import { ApiFailure, conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { readUploadedSheet } from '../core/spreadsheets/uploaded-sheet.js';
import { managedTournament } from '../core/access.js';
import { asWords, words, type Message, type Words } from '../core/languages/message.js';
import { prizeColumns } from './upload-columns.js';
import { readPrizeRow } from './upload-rows.js';
import { structureRow, winnerRows, winnersView } from './views.js';
import { checkNoPayouts } from './winners.js';

export interface PrizeUpload {
  tournamentId: string;
  fileName: string;
  bytes: Buffer;
  /** Check only: nothing is written. */
  preview: boolean;
  /** The reader's language, which the report's row messages are said in. */
  locale: Locale;
}

export interface PrizeUploadOutcome {
  status: 200 | 201;
  message: Message;
  report: PrizeUploadReport;
}

/** An upload refused for what its rows hold: the answer carries the report, so each row's problem can be shown. */
export class PrizeUploadRefused extends ApiFailure {
  constructor(
    statusCode: 400 | 409,
    message: Message,
    readonly report: PrizeUploadReport,
  ) {
    super(statusCode, message, 'file');
  }
}

/** A refusal of the whole upload, in the words clients tell a failure by ('except'). */
const refused = (error: unknown) =>
  error instanceof ApiFailure
    ? conflict(words('Upload failed: {reason}. Every row was refused, without exception', { reason: asWords(error.words) }), 'tournamentId')
    : error;

/**
 * Uploads the prize winners decided offline: every row is read
 * against the saved structure's categories and the tournament's players, and only when no row has a
 * problem do the sheet's awards replace the stored winners, in one transaction, each in the audit log.
 */
export async function uploadPrizeWinners(ctx: AppContext, user: UserRow, upload: PrizeUpload): Promise<PrizeUploadOutcome> {
  await managedTournament(ctx.db, user, upload.tournamentId);
  const sheet = await readUploadedSheet(ctx, upload.bytes, upload.fileName);
  const columns = prizeColumns(sheet.header);

  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, upload.tournamentId, { lock: !upload.preview });
    // Before round 1 the field may still be split into sections, which moves entries to other tournaments.
    if (t.currentRound === 0)
      throw conflict('Upload failed: prizes go to players of a tournament under way; no sheet is taken before round 1, without exception', 'tournamentId');
    const structure = await structureRow(tx, t.id);
    if (!structure || structure.categories.length === 0) {
      throw conflict('Upload failed: save the prize structure first; no sheet is taken except against its categories', 'tournamentId');
    }
    const field = await tx.select().from(entries).where(eq(entries.tournamentId, t.id));
    const rows: PrizeUploadRow[] = [];
    // Each problem row's first problem, as the answer's sentence names it.
    const firstProblems = new Map<number, Words>();
    for (const sheetRow of sheet.rows) {
      const { row, firstProblem } = readPrizeRow(sheetRow, columns, sheet.header, structure, field, rows, upload.locale);
      rows.push(row);
      if (firstProblem) firstProblems.set(row.row, firstProblem);
    }
    const report: PrizeUploadReport = {
      tournamentId: t.id,
      fileName: upload.fileName,
      format: sheet.format,
      currency: structure.currency,
      columns: columns.columns,
      rows,
      counts: countsOf(rows),
      saved: false,
      winners: null,
    };

    const problems = rows.filter((r) => r.status === 'error');
    if (problems.length > 0) {
      const list = problemList(problems, firstProblems);
      if (upload.preview) return { status: 200, message: words('Cannot upload yet: every row is fine except {list}', { list }), report };
      throw new PrizeUploadRefused(400, words('Upload failed: every row is fine except {list}. Nothing was saved', { list }), report);
    }
    if (upload.preview)
      return { status: 200, message: words('{count, plural, one {# prize} other {# prizes}} ready to upload', { count: rows.length }), report };

    try {
      await checkNoPayouts(tx, t.id, 'upload');
    } catch (error) {
      throw refused(error);
    }
    const previous = new Map((await winnerRows(tx, t.id)).map((w) => [`${w.categoryId}|${w.place}`, w]));
    // The sheet replaces the players' prizes; a team event's team places stay as they are.
    await tx.delete(prizeWinners).where(and(eq(prizeWinners.tournamentId, t.id), isNotNull(prizeWinners.entryId)));
    const now = ctx.clock();
    for (const row of rows) {
      const award = row.award!;
      const [saved] = await tx
        .insert(prizeWinners)
        .values({
          tournamentId: t.id,
          categoryId: award.categoryId,
          categoryName: award.categoryName,
          place: award.place,
          entryId: award.playerId,
          amount: award.amount,
          placeAmount: structure.categories.find((c) => c.id === award.categoryId)?.amounts[award.place - 1] ?? 0,
          currency: structure.currency,
          explanation: words('{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, decided offline ({file}, row {row})', {
            place: award.place,
            category: award.categoryName,
            name: award.name,
            file: upload.fileName,
            row: row.row,
          }),
          source: 'upload',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: prizeWinners.id });
      const before = previous.get(`${award.categoryId}|${award.place}`);
      await tx.insert(prizeWinnerChanges).values({
        tournamentId: t.id,
        winnerId: saved.id,
        kind: 'upload',
        categoryName: award.categoryName,
        place: award.place,
        oldEntryId: before?.entryId ?? null,
        newEntryId: award.playerId,
        oldAmount: before?.amount ?? null,
        newAmount: award.amount,
        reason: words('Uploaded from {file}, row {row}', { file: upload.fileName, row: row.row }),
        changedBy: user.id,
        changedAt: now,
      });
      row.status = 'saved';
    }
    // The engine's list of prizes nobody could be given does not describe an offline decision.
    await tx.update(prizeStructures).set({ winnersAt: now, unawarded: [] }).where(eq(prizeStructures.tournamentId, t.id));
    const saved: PrizeUploadReport = { ...report, counts: countsOf(rows), saved: true, winners: await winnersView(tx, t.id, upload.locale) };
    return { status: 201, message: words('{count, plural, one {# prize} other {# prizes}} uploaded', { count: rows.length }), report: saved };
  });
}

function countsOf(rows: PrizeUploadRow[]): PrizeUploadReport['counts'] {
  const count = (status: PrizeUploadRow['status']) => rows.filter((r) => r.status === status).length;
  return { rows: rows.length, ready: count('ready'), errors: count('error'), saved: count('saved') };
}

const SHOWN_PROBLEMS = 3;

/** "row 3 (column Place: 'x' is not a place), row 5 (…) and 2 more rows", as the players' upload says it. */
function problemList(problems: PrizeUploadRow[], firstProblems: Map<number, Words>): Words {
  const described = problems.slice(0, SHOWN_PROBLEMS).map((r) => words('row {row} ({problem})', { row: r.row, problem: firstProblems.get(r.row)! }));
  const [first, second, third] = described;
  const more = problems.length - described.length;
  if (more > 0) return words('{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}', { first, second, third, more });
  if (third) return words('{first}, {second} and {third}', { first, second, third });
  if (second) return words('{first} and {second}', { first, second });
  return first;
}
