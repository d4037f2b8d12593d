import { describe, expect, it } from 'vitest';
import type { RatingListImport } from '@kingside/contract';
import { importProgress, titleText } from './importProgress.js';

const job = (overrides: Partial<RatingListImport>): RatingListImport => ({
  id: '00000000-0000-4000-8000-000000000000',
  state: 'running',
  fileName: 'players_list_xml.zip',
  format: 'xml',
  listDate: '2025-10-01',
  processed: 0,
  total: null,
  percent: 0,
  counts: null,
  error: null,
  errorLine: null,
  startedAt: '2026-03-01T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

describe('import progress', () => {
  it('tells reading, indexing, done and failed apart', () => {
    expect(importProgress(job({}))).toEqual({ percent: 0, status: 'active', text: 'Opening the list…' });
    expect(importProgress(job({ processed: 523_000, percent: 41 }))).toEqual({ percent: 41, status: 'active', text: 'Read 523,000 players…' });
    expect(importProgress(job({ processed: 1_200_000, total: 1_200_000, percent: 95 })).text).toBe('Read all 1,200,000 players; building the search index…');
    const counts = { players: 1_200_000, standard: 1, rapid: 1, blitz: 1, inactive: 1, women: 1, titled: 1 };
    expect(importProgress(job({ state: 'done', percent: 100, counts }))).toEqual({
      percent: 100,
      status: 'success',
      text: 'Imported 1,200,000 players, list of 2025-10-01',
    });
    const failed = importProgress(job({ state: 'failed', percent: 12, error: "The list was not imported: line 1235: rapid rating '19x7' is not a number" }));
    expect(failed).toEqual({ percent: 12, status: 'exception', text: "The list was not imported: line 1235: rapid rating '19x7' is not a number" });
  });

  it('writes titles as the list has them', () => {
    expect(titleText('IM', 'WGM')).toBe('IM / WGM');
    expect(titleText(null, null)).toBe('');
  });
});
