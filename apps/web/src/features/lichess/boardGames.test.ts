import { describe, expect, it } from 'vitest';
import { gamesOfRound } from './boardGames.js';

describe('gamesOfRound', () => {
  const links = [
    { round: 1, board: 1, url: 'https://lichess.org/aaaa1111' },
    { round: 1, board: 2, url: 'https://lichess.org/bbbb2222' },
    { round: 2, board: 1, url: 'https://lichess.org/cccc3333' },
  ];

  it("gives one round's games by board", () => {
    expect(gamesOfRound(links, 1)).toEqual(
      new Map([
        [1, 'https://lichess.org/aaaa1111'],
        [2, 'https://lichess.org/bbbb2222'],
      ]),
    );
    expect(gamesOfRound(links, 2)).toEqual(new Map([[1, 'https://lichess.org/cccc3333']]));
  });

  it('is empty for a round not played on lichess, or before the links are read', () => {
    expect(gamesOfRound(links, 3).size).toBe(0);
    expect(gamesOfRound(undefined, 1).size).toBe(0);
  });
});
