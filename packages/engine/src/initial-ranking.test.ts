import { describe, expect, it } from 'vitest';
import { initialRanking } from './initial-ranking.js';

const names = (players: { name: string }[]) => players.map((p) => p.name);

describe('initialRanking (C.04.2 initial order)', () => {
  it('puts the higher rating first, unrated players last', () => {
    const players = [
      { name: 'Unrated', rating: 0 },
      { name: 'Low', rating: 1500 },
      { name: 'High', rating: 2400 },
    ];
    expect(names(initialRanking(players))).toEqual(['High', 'Low', 'Unrated']);
  });

  it('orders equal ratings by title, GM to WCM then untitled, in either spelling', () => {
    const titles = ['', 'wc', 'WFM', 'c', 'WIM', 'f', 'wg', 'IM', 'g'];
    const players = titles.map((title) => ({ name: `Player ${title || 'none'}`, rating: 2000, title }));
    expect(initialRanking(players).map((p) => p.title)).toEqual(['g', 'IM', 'wg', 'f', 'WIM', 'c', 'WFM', 'wc', '']);
  });

  it('then orders by name, ignoring case and accents, and keeps the given order of players still equal', () => {
    const players = [
      { name: 'émile', rating: 1800, title: null, entered: 1 },
      { name: 'Bea', rating: 1800, title: null, entered: 2 },
      { name: 'Emile', rating: 1800, title: null, entered: 3 },
      { name: 'anna', rating: 1800, title: null, entered: 4 },
    ];
    expect(initialRanking(players).map((p) => p.entered)).toEqual([4, 2, 1, 3]);
  });

  it('leaves its argument as it was', () => {
    const players = [
      { name: 'B', rating: 1 },
      { name: 'A', rating: 2 },
    ];
    initialRanking(players);
    expect(names(players)).toEqual(['B', 'A']);
  });
});
