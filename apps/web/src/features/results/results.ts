import { t } from '@lingui/core/macro';
import { RESULT_LABELS, type GameResult, type PairingRow } from '@kingside/contract';

export interface ResultChoice {
  result: GameResult;
  /** What the button shows. */
  label: string;
  /** What it means, for screen readers and the confirmation. */
  meaning: string;
  /** Forfeits are rarer: smaller buttons in the second row. */
  forfeit: boolean;
}

/**
 * One tap per board: the six results an arbiter enters, in the order of the buttons. Each meaning is read when it is
 * shown, in the language the app speaks then (the list itself is made once, before any language is chosen).
 */
export const RESULT_CHOICES: readonly ResultChoice[] = [
  {
    result: '1-0',
    label: RESULT_LABELS['1-0'],
    get meaning() {
      return t`White won`;
    },
    forfeit: false,
  },
  {
    result: '1/2-1/2',
    label: RESULT_LABELS['1/2-1/2'],
    get meaning() {
      return t`Draw`;
    },
    forfeit: false,
  },
  {
    result: '0-1',
    label: RESULT_LABELS['0-1'],
    get meaning() {
      return t`Black won`;
    },
    forfeit: false,
  },
  {
    result: '+/-',
    label: RESULT_LABELS['+/-'],
    get meaning() {
      return t`White won by forfeit`;
    },
    forfeit: true,
  },
  {
    result: '-/+',
    label: RESULT_LABELS['-/+'],
    get meaning() {
      return t`Black won by forfeit`;
    },
    forfeit: true,
  },
  {
    result: '-/-',
    label: RESULT_LABELS['-/-'],
    get meaning() {
      return t`Both forfeited`;
    },
    forfeit: true,
  },
];

const BY_RESULT = new Map(RESULT_CHOICES.map((choice) => [choice.result, choice]));

export function resultChoice(result: GameResult): ResultChoice {
  return BY_RESULT.get(result) as ResultChoice;
}

/** A board's result as a pairing sheet prints it; blank while unplayed. */
export function resultLabel(result: GameResult | null): string {
  return result === null ? '' : RESULT_LABELS[result];
}

/** Results chosen on this screen, by board, not saved yet. */
export type ChosenResults = Readonly<Record<number, GameResult>>;

/** One board's result as score-upload takes it: with the version it changes, so nobody's change meanwhile is lost. */
export interface ResultToSave {
  board: number;
  result: GameResult;
  version: number;
}

export const resultFor = (row: PairingRow, result: GameResult): ResultToSave => ({ board: row.board, result, version: row.resultVersion });

/** What "save all" sends: each chosen result that differs from the saved one, by board. */
export function resultsToSave(rows: readonly PairingRow[], chosen: ChosenResults): ResultToSave[] {
  return rows
    .filter((row) => row.kind === 'game' && chosen[row.board] !== undefined && chosen[row.board] !== row.result)
    .map((row) => resultFor(row, chosen[row.board]));
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

/**
 * The result of `sent` that score-upload refused because another arbiter changed its board meanwhile (409 on
 * `results.N.version`), if that is why it failed.
 */
export function changedMeanwhile(error: { status: number; field?: string }, sent: readonly ResultToSave[]): { mine: ResultToSave } | null {
  const index = error.status === 409 ? /^results\.(\d+)\.version$/.exec(error.field ?? '')?.[1] : undefined;
  const mine = index === undefined ? undefined : sent[Number(index)];
  return mine ? { mine } : null;
}
