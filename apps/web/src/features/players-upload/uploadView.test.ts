import { describe, expect, it } from 'vitest';
import type { PlayersUploadReport, UploadRow } from '@kingside/contract';
import { answerTone, canSave, ignoredColumns, onlyEnteredDuplicates, ratingNote, rowProblems, rowsForTable } from './uploadView.js';

const player = {
  name: 'A',
  fideId: null,
  nationalId: null,
  rating: 0,
  title: null,
  federation: null,
  sex: null,
  birthDate: null,
  club: null,
  email: null,
  phone: null,
  team: null,
  board: null,
};
const ready = (row: number): UploadRow => ({ row, status: 'ready', cells: { name: 'A' }, player, errors: [], duplicates: [], playerId: null });
const broken = (row: number): UploadRow => ({
  row,
  status: 'error',
  cells: { name: 'B', rating: 'abc' },
  player: null,
  errors: [{ column: 'Rating', field: 'rating', message: `Row ${row}, column Rating: 'abc' is not a number` }],
  duplicates: [],
  playerId: null,
});
const enteredTwin = (row: number): UploadRow => ({
  ...ready(row),
  status: 'duplicate',
  duplicates: [
    { of: 'entered', playerId: '00000000-0000-4000-8000-000000000001', name: 'A', reason: 'fideId', message: `Row ${row}: already entered as A (FIDE id 1)` },
  ],
});
const fileTwin = (row: number, other: number): UploadRow => ({
  ...ready(row),
  status: 'duplicate',
  duplicates: [{ of: 'row', row: other, reason: 'fideId', message: `Row ${row}: the same player as row ${other} (FIDE id 1)` }],
});

function report(rows: UploadRow[], extra: Partial<PlayersUploadReport> = {}): PlayersUploadReport {
  const count = (status: UploadRow['status']) => rows.filter((r) => r.status === status).length;
  return {
    tournamentId: '00000000-0000-4000-8000-000000000002',
    fileName: 'players.csv',
    format: 'csv',
    ratingColumn: 'Elo',
    columns: [
      { index: 1, header: 'Name', field: 'name' },
      { index: 2, header: 'Elo', field: 'rating' },
      { index: 3, header: 'Notes', field: null },
    ],
    rows,
    counts: {
      rows: rows.length,
      ready: count('ready'),
      errors: count('error'),
      duplicates: count('duplicate'),
      skipped: count('skipped'),
      saved: count('saved'),
    },
    saved: false,
    players: null,
    ...extra,
  };
}

describe('player upload view', () => {
  it('shows a preview with rows in error or duplicated as an error, whatever the status and the language', () => {
    // "Cannot upload yet: every row is fine except row 3", in whichever language the server said it.
    expect(answerTone({ ok: true, report: report([ready(2), { ...ready(3), status: 'error' }]) })).toBe('error');
    expect(answerTone({ ok: true, report: report([ready(2), fileTwin(3, 2)]) })).toBe('error');
    expect(answerTone({ ok: false, report: report([ready(2), { ...ready(3), status: 'error' }]) })).toBe('error');
    expect(answerTone({ ok: true, report: report([ready(2), ready(3)]) })).toBe('success');
    // Players already entered, left out at the organiser's request: the rest goes in.
    expect(answerTone({ ok: true, report: report([ready(2), { ...enteredTwin(3), status: 'skipped' }]) })).toBe('success');
    // A refused call is an error without a report too (e.g. the sign-in expired).
    expect(answerTone({ ok: false, report: null })).toBe('error');
  });

  it('lists each row’s cell errors, then its duplicates', () => {
    expect(rowProblems(broken(3))).toEqual(["Row 3, column Rating: 'abc' is not a number"]);
    expect(rowProblems(enteredTwin(4))).toEqual(['Row 4: already entered as A (FIDE id 1)']);
    expect(rowProblems(ready(2))).toEqual([]);
  });

  it('saves only a file with no problem and at least one new player', () => {
    expect(canSave(report([ready(2), ready(3)]))).toBe(true);
    expect(canSave(report([ready(2), broken(3)]))).toBe(false);
    expect(canSave(report([ready(2), enteredTwin(3)]))).toBe(false);
    expect(canSave(report([{ ...enteredTwin(2), status: 'skipped' }]))).toBe(false);
    expect(canSave(report([ready(2)], { saved: true }))).toBe(false);
    expect(canSave(null)).toBe(false);
  });

  it('offers to leave out entered players only when they are the only problem', () => {
    expect(onlyEnteredDuplicates(report([ready(2), enteredTwin(3)]))).toBe(true);
    expect(onlyEnteredDuplicates(report([broken(2), enteredTwin(3)]))).toBe(false);
    expect(onlyEnteredDuplicates(report([fileTwin(2, 3), fileTwin(3, 2)]))).toBe(false);
    expect(onlyEnteredDuplicates(report([ready(2)]))).toBe(false);
  });

  it('puts rows with problems first, each group in sheet order', () => {
    expect(rowsForTable(report([ready(2), broken(5), ready(3), enteredTwin(4)])).map((r) => r.row)).toEqual([4, 5, 2, 3]);
  });

  it('says where the ratings came from and which columns were not read', () => {
    expect(ratingNote(report([ready(2)]), 'standard')).toBe('Ratings from the column "Elo" (the tournament is rated standard).');
    expect(ratingNote(report([ready(2)], { ratingColumn: null }), 'rapid')).toBe('No rapid rating column was found: the players are entered unrated (0).');
    expect(ignoredColumns(report([ready(2)]))).toEqual(['Notes']);
  });
});
