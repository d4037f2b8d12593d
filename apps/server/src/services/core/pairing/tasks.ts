// The server's engine work that runs in the worker pool's threads (pool.ts), beside the Dutch pairing: what
// would hold the event loop for tens or hundreds of milliseconds on a large event. Inputs and answers are
// plain data (structured clone); an expected refusal is an answer, because an error's class does not cross.

import type { TiebreakExplanation } from '@kingside/contract';
import { explainTeamRound, NoLegalTeamPairingError, type TeamPairingExplanation, type TeamPairingState, type TeamRoundPairing } from '@kingside/engine';
import { explainRows, standingsAnswer, type StandingsAnswer } from '../standings/compute.js';
import type { Snapshot } from '../standings/snapshot.js';
import { readSheet } from '../spreadsheets/read-sheet.js';
import { SheetRefused, type Sheet } from '../spreadsheets/sheet.js';
import type { Words } from '../languages/message.js';
import { planImport, type ImportPlanned } from '../import-trf-plan.js';

/** The public players-ranking answer after `round`, serialised and compressed. */
export function standings({ snapshot, round }: { snapshot: Snapshot; round: number }): StandingsAnswer {
  return standingsAnswer(snapshot.data, round, snapshot.kFactors);
}

/** How every row's tie-breaks after `round` were reached, by pairing number. */
export function explanations({ snapshot, round }: { snapshot: Snapshot; round: number }): Map<number, TiebreakExplanation> {
  return explainRows(snapshot.data, round);
}

/** A TRF file read and turned into the rows Kingside stores, or why it cannot be. */
export function readTrfFile({ text }: { text: string }): ImportPlanned {
  return planImport(text);
}

/** An uploaded CSV or XLSX sheet read into rows, or why it cannot be (the bytes arrive as a plain Uint8Array). */
export async function readSpreadsheet({ bytes, fileName }: { bytes: Uint8Array; fileName: string }): Promise<{ sheet: Sheet } | { refused: Words }> {
  try {
    return { sheet: await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName) };
  } catch (error) {
    if (error instanceof SheetRefused) return { refused: error.words };
    throw error;
  }
}

/** A team Swiss round paired by C.04.6 with the record of its decisions, or why no pairing is legal. */
export type TeamSwissAnswer = ({ kind: 'paired'; explanation: TeamPairingExplanation } & TeamRoundPairing) | { kind: 'no-legal-pairing'; reason: string };

export function pairTeamSwissRound({ state }: { state: TeamPairingState }): TeamSwissAnswer {
  try {
    return { kind: 'paired', ...explainTeamRound(state) };
  } catch (error) {
    if (error instanceof NoLegalTeamPairingError) return { kind: 'no-legal-pairing', reason: error.message };
    throw error;
  }
}
