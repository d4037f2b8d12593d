import type { MessageDescriptor } from '@lingui/core';
import { msg, select, t } from '@lingui/core/macro';
import type { PlayersUploadReport, RatingType, UploadRow, UploadRowStatus } from '@kingside/contract';

/** What an upload's tone is read from: whether the call went through, and the rows' counts of its report. */
interface ToneOf {
  ok: boolean;
  report: { counts: { errors: number; duplicates?: number } } | null;
}

/**
 * How an upload's answer is shown: a refused call is an error, and so is a preview with rows in error or duplicated
 * ("Cannot upload yet: …"); anything else is a success. Spec §5 tells such answers by the word 'except' in the
 * message, which only the English says: the report tells it in every language.
 */
export function answerTone({ ok, report }: ToneOf): 'success' | 'error' {
  const blocking = report === null ? 0 : report.counts.errors + (report.counts.duplicates ?? 0);
  return !ok || blocking > 0 ? 'error' : 'success';
}

/** Each row's problems, one line each: its cell errors, then whom it duplicates. */
export function rowProblems(row: UploadRow): string[] {
  return [...row.errors.map((e) => e.message), ...row.duplicates.map((d) => d.message)];
}

export const statusLabel: Record<UploadRowStatus, { text: MessageDescriptor; color: string }> = {
  ready: { text: msg({ message: 'ready', context: 'uploaded row' }), color: 'green' },
  error: { text: msg({ message: 'error', context: 'uploaded row' }), color: 'red' },
  duplicate: { text: msg({ message: 'duplicate', context: 'uploaded row' }), color: 'orange' },
  skipped: { text: msg({ message: 'left out', context: 'uploaded row' }), color: 'default' },
  saved: { text: msg({ message: 'saved', context: 'uploaded row' }), color: 'blue' },
};

/** Whether the previewed file can be saved as it is: every row ready or left out, and at least one to enter. */
export function canSave(report: PlayersUploadReport | null): boolean {
  if (!report || report.saved) return false;
  return report.counts.ready > 0 && report.counts.errors === 0 && report.counts.duplicates === 0;
}

/** Whether leaving out the players already entered would clear the way (the only problems are such duplicates). */
export function onlyEnteredDuplicates(report: PlayersUploadReport | null): boolean {
  if (!report || report.counts.errors > 0 || report.counts.duplicates === 0) return false;
  return report.rows.every((r) => r.status !== 'duplicate' || r.duplicates.every((d) => d.of === 'entered'));
}

/** Rows with a problem first (in sheet order), so a long list shows what needs fixing at the top. */
export function rowsForTable(report: PlayersUploadReport): UploadRow[] {
  const weight = (row: UploadRow) => (row.status === 'error' || row.status === 'duplicate' ? 0 : 1);
  return [...report.rows].sort((a, b) => weight(a) - weight(b) || a.row - b.row);
}

/** The rating column in words: which column gave the ratings, or that none did. */
export function ratingNote(report: PlayersUploadReport, ratingType: RatingType): string {
  const column = report.ratingColumn;
  // Whole sentences per rating type: the word for rapid or blitz agrees with the sentence around it.
  return column
    ? t`Ratings from the column "${column}" (the tournament is rated ${select(ratingType, { rapid: 'rapid', blitz: 'blitz', other: 'standard' })}).`
    : t`No ${select(ratingType, { rapid: 'rapid', blitz: 'blitz', other: 'standard' })} rating column was found: the players are entered unrated (0).`;
}

/** Columns of the file that were not recognised, and so not read. */
export function ignoredColumns(report: PlayersUploadReport): string[] {
  return report.columns.filter((c) => c.field === null && c.header !== '').map((c) => c.header);
}
