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

describe('Pairing numbers: the organiser’s third criterion after rating and title (C.04.2 initial order)', () => {
  const equal = [
    { name: 'Carla', rating: 1800, fideId: '', id: 'c', entered: 1 },
    { name: 'Anna', rating: 1800, fideId: '25000000', id: 'a', entered: 2 },
    { name: 'Bea', rating: 1800, fideId: '4100018', id: 'b', entered: 3 },
    { name: 'Dora', rating: 1900, fideId: '', id: 'd', entered: 4 },
  ];
  const entered = (players: { entered: number }[]) => players.map((p) => p.entered);

  it('alphabetical by name unless another criterion is chosen', () => {
    expect(entered(initialRanking(equal))).toEqual([4, 2, 3, 1]);
    expect(entered(initialRanking(equal, { criterion: 'name' }))).toEqual([4, 2, 3, 1]);
  });

  it('by FIDE id, the lower first, players without one after', () => {
    expect(entered(initialRanking(equal, { criterion: 'fide-id' }))).toEqual([4, 3, 2, 1]);
  });

  it('by order of registration: equal players keep the order they are given in', () => {
    expect(entered(initialRanking(equal, { criterion: 'registration' }))).toEqual([4, 1, 2, 3]);
  });

  it('by a drawing of lots that the same seed draws again, and that a later entry does not redraw', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `Player ${i}`, rating: 1500, id: `entry-${i}` }));
    const drawn = initialRanking(many, { criterion: 'lots', seed: 'tournament-1' }).map((p) => p.id);
    expect(initialRanking([...many].reverse(), { criterion: 'lots', seed: 'tournament-1' }).map((p) => p.id)).toEqual(drawn);
    expect(drawn).not.toEqual(many.map((p) => p.id));
    expect(initialRanking(many, { criterion: 'lots', seed: 'tournament-2' }).map((p) => p.id)).not.toEqual(drawn);
    const late = { name: 'Late', rating: 1500, id: 'entry-late' };
    const withLate = initialRanking([...many, late], { criterion: 'lots', seed: 'tournament-1' }).map((p) => p.id);
    expect(withLate.filter((id) => id !== late.id)).toEqual(drawn);
  });

  it('still ranks by rating and title before the criterion', () => {
    const players = [
      { name: 'A', rating: 1800, title: '', id: 'x' },
      { name: 'B', rating: 1800, title: 'FM', id: 'y' },
      { name: 'C', rating: 2000, title: '', id: 'z' },
    ];
    for (const criterion of ['name', 'fide-id', 'registration', 'lots'] as const)
      expect(initialRanking(players, { criterion, seed: 's' }).map((p) => p.name)).toEqual(['C', 'B', 'A']);
  });
});
