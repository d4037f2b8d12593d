import { describe, expect, it } from 'vitest';
import { gameResults, scoreUploadBody, type PairingRow, type PairingSide } from '@kingside/contract';
import { boardsWithoutResult, changedMeanwhile, RESULT_CHOICES, resultLabel, resultsToSave, stillPending } from './results.js';

const side = (id: string): PairingSide => ({
  id,
  name: id,
  pairingNumber: 1,
  rating: 2000,
  title: null,
  withdrawn: false,
  colour: 'w',
  points: 0,
  result: null,
  is_scored: false,
});

const row = (board: number, result: PairingRow['result'], kind: PairingRow['kind'] = 'game'): PairingRow => ({
  id: board,
  board,
  round: 1,
  tournamentId: '6f1c8a8e-3b7a-4d5e-9a55-2c4f2b0f7a11',
  kind,
  result,
  resultVersion: result === null ? 0 : 1,
  player: side(`00000000-0000-4000-8000-00000000000${board}`),
  opponent: kind === 'game' ? side(`00000000-0000-4000-8000-00000000010${board}`) : null,
});

describe('result buttons', () => {
  it('offer every result the server takes, each once, the played ones first', () => {
    expect(RESULT_CHOICES.map((c) => c.result).sort()).toEqual([...gameResults].sort());
    expect(RESULT_CHOICES.map((c) => c.label)).toEqual(['1-0', '½-½', '0-1', '+/−', '−/+', '−/−']);
    expect(RESULT_CHOICES.filter((c) => !c.forfeit).map((c) => c.result)).toEqual(['1-0', '1/2-1/2', '0-1']);
  });

  it('print results as a pairing sheet does', () => {
    expect(resultLabel('1/2-1/2')).toBe('½-½');
    expect(resultLabel('-/+')).toBe('−/+');
    expect(resultLabel(null)).toBe('');
  });

  it('save only the chosen results that change a board, never a bye', () => {
    const rows = [row(1, null), row(2, '1-0'), row(3, null), row(4, null, 'pairing_bye')];
    const toSave = resultsToSave(rows, { 1: '0-1', 2: '1-0', 4: '1-0' });
    expect(toSave).toEqual([{ board: 1, result: '0-1', version: 0 }]);
    expect(scoreUploadBody.safeParse({ results: toSave }).success).toBe(true);
    // Each change names the version it was made from, so a change made meanwhile is not overwritten.
    expect(resultsToSave(rows, { 2: '-/-' })).toEqual([{ board: 2, result: '-/-', version: 1 }]);
  });

  it('count the boards left, and drop choices the server has saved', () => {
    const rows = [row(1, null), row(2, '1-0'), row(3, null), row(4, null, 'half_point_bye')];
    expect(boardsWithoutResult(rows)).toBe(2);
    expect(boardsWithoutResult(rows, { 1: '1-0' })).toBe(1);
    expect(stillPending([row(1, '1-0'), row(3, null)], { 1: '1-0', 3: '0-1' })).toEqual({ 3: '0-1' });
  });

  it('tell a refusal because the board changed meanwhile from other failures, naming the result sent', () => {
    const sent = [
      { board: 3, result: '1-0' as const, version: 1 },
      { board: 5, result: '0-1' as const, version: 0 },
    ];
    expect(changedMeanwhile({ status: 409, field: 'results.1.version' }, sent)).toEqual({ mine: sent[1] });
    expect(changedMeanwhile({ status: 409, field: 'results.0.board' }, sent)).toBeNull();
    expect(changedMeanwhile({ status: 400, field: 'results.0.version' }, sent)).toBeNull();
    expect(changedMeanwhile({ status: 409 }, sent)).toBeNull();
  });
});
