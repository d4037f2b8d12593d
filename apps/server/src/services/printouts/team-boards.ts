import { printedResult, type BoardPlayer, type GameResult, type PairedMatch } from '@kingside/contract';
import { titled } from '../core/pdf/common.js';

// A match's boards as the team sheets print them: the team with white on board 1 always at the left, so a
// captain reads their team down one column, each board with the left player's colour and the result from their side.

/** The colour of the left team's player on each board, board 1 first (the engine's boardColours for white). */
export type BoardColours = readonly ('w' | 'b')[];

export interface TeamSeat {
  board: number;
  /** The left team's player; null for a board it left empty. */
  left: BoardPlayer | null;
  right: BoardPlayer | null;
  leftColour: 'w' | 'b';
  /** The board's result with the left player's score first; blank while unplayed. */
  result: string;
}

const FROM_BLACK: Readonly<Record<GameResult, GameResult>> = {
  '1-0': '0-1',
  '0-1': '1-0',
  '1/2-1/2': '1/2-1/2',
  '+/-': '-/+',
  '-/+': '+/-',
  '-/-': '-/-',
};

/** The published boards of the match, left team first on each. */
export function leftSeats(match: PairedMatch, colours: BoardColours): TeamSeat[] {
  return match.boards.map((b) => {
    const leftColour = colours[b.board - 1] ?? 'w';
    const [left, right] = leftColour === 'w' ? [b.white, b.black] : [b.black, b.white];
    const result = b.result === null ? '' : printedResult(leftColour === 'w' ? b.result : FROM_BLACK[b.result]);
    return { board: b.board, left, right, leftColour, result };
  });
}

/** A match forfeited as a whole, with the left team's score first. */
export function forfeitScore(forfeit: NonNullable<PairedMatch['forfeit']>): string {
  return printedResult(forfeit === 'white' ? '+/-' : forfeit === 'black' ? '-/+' : '-/-');
}

/** "GM Anna Nowak (12)": the player as the team sheets name them, with their start number. */
export const playerLabel = (p: BoardPlayer) => `${titled(p.name, p.title)} (${p.pairingNumber})`;
