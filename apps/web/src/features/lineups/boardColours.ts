/** The team's colour on board k (from 1): board 1's colour, then alternating (C.04.6 art. 4). */
export function colourOnBoard(board: number, colourOnBoard1: 'white' | 'black'): 'white' | 'black' {
  const same = board % 2 === 1;
  return same ? colourOnBoard1 : colourOnBoard1 === 'white' ? 'black' : 'white';
}
