import type { GameResult, PairingRow } from '@kingside/contract';

export interface ResultChoice {
  result: GameResult;
  /** What the button shows. */
  label: string;
  /** What it means, for screen readers and the confirmation. */
  meaning: string;
  /** Forfeits are rarer: smaller buttons in the second row. */
  forfeit: boolean;
}

/** One tap per board: the six results an arbiter enters (spec §4), in the order of the buttons. */
export const RESULT_CHOICES: readonly ResultChoice[] = [
  { result: '1-0', label: '1-0', meaning: 'White won', forfeit: false },
  { result: '1/2-1/2', label: '½-½', meaning: 'Draw', forfeit: false },
  { result: '0-1', label: '0-1', meaning: 'Black won', forfeit: false },
  { result: '+/-', label: '+/−', meaning: 'White won by forfeit', forfeit: true },
  { result: '-/+', label: '−/+', meaning: 'Black won by forfeit', forfeit: true },
  { result: '-/-', label: '−/−', meaning: 'Both forfeited', forfeit: true },
];

const BY_RESULT = new Map(RESULT_CHOICES.map((choice) => [choice.result, choice]));

export function resultChoice(result: GameResult): ResultChoice {
  return BY_RESULT.get(result) as ResultChoice;
}

/** A board's result as a pairing sheet prints it; blank while unplayed. */
export function resultLabel(result: GameResult | null): string {
  return result === null ? '' : resultChoice(result).label;
}

/** Results chosen on this screen, by board, not saved yet. */
export type ChosenResults = Readonly<Record<number, GameResult>>;

/** What "save all" sends: each chosen result that differs from the saved one, by board. */
export function resultsToSave(rows: readonly PairingRow[], chosen: ChosenResults): { board: number; result: GameResult }[] {
  return rows
    .filter((row) => row.kind === 'game' && chosen[row.board] !== undefined && chosen[row.board] !== row.result)
    .map((row) => ({ board: row.board, result: chosen[row.board] }));
}

/** Boards still without a result (saved or chosen): the round is scored when this reaches 0. */
export function boardsWithoutResult(rows: readonly PairingRow[], chosen: ChosenResults = {}): number {
  return rows.filter((row) => row.kind === 'game' && row.result === null && chosen[row.board] === undefined).length;
}

/** Chosen results that the saved round now holds are no longer pending. */
export function stillPending(rows: readonly PairingRow[], chosen: ChosenResults): ChosenResults {
  const saved = new Map(rows.map((row) => [row.board, row.result]));
  return Object.fromEntries(Object.entries(chosen).filter(([board, result]) => saved.get(Number(board)) !== result));
}
