import { describe, expect, it } from 'vitest';
import { addPlayerBody as addSchema, updatePlayerBody as updateSchema, type RatedPlayer } from '@kingside/contract';
import { addPlayerBody, byeRoundsOpen, updatePlayerBody, valuesOfRatedPlayer } from './playerForm.js';

const rated: RatedPlayer = {
  fideId: 1503014,
  name: 'Carlsen, Magnus',
  federation: 'NOR',
  sex: 'M',
  title: 'GM',
  womanTitle: null,
  otherTitles: [],
  foaTitle: null,
  standard: { rating: 2831, games: 0, k: 10 },
  rapid: { rating: 2823, games: 0, k: 20 },
  blitz: { rating: 2886, games: 0, k: 20 },
  birthYear: 1990,
  inactive: false,
};

describe('player form', () => {
  it("fills the form from the FIDE list with the tournament's rating", () => {
    expect(valuesOfRatedPlayer(rated, 'rapid')).toEqual({
      name: 'Carlsen, Magnus',
      fideId: 1503014,
      rating: 2823,
      title: 'GM',
      federation: 'NOR',
      sex: 'm',
      birthDate: '1990',
      byes: [],
    });
  });

  it("takes a women's title when there is no open one, and leaves unknown ones out", () => {
    const values = valuesOfRatedPlayer(
      { ...rated, title: null, womanTitle: 'WIM', sex: 'F', birthYear: null, blitz: { rating: null, games: null, k: null } },
      'blitz',
    );
    expect(values).toMatchObject({ title: 'WIM', sex: 'w', rating: null, birthDate: undefined });
    expect(valuesOfRatedPlayer({ ...rated, title: 'AGM', womanTitle: null }, 'standard').title).toBeNull();
  });

  it('sends what the contract accepts', () => {
    const add = addPlayerBody({ ...valuesOfRatedPlayer(rated, 'standard'), club: ' ', byes: [5, 2] });
    expect(add.club).toBeUndefined();
    expect(add.byes).toEqual([2, 5]);
    expect(addSchema.safeParse(add).success).toBe(true);
    const update = updatePlayerBody({ name: 'Ann', rating: null, byes: [] });
    expect(update).toMatchObject({ fideId: null, rating: 0, federation: null, title: null });
    expect(updateSchema.safeParse(update).success).toBe(true);
  });

  it("Late entries: sends the missed rounds' bye the organiser chose, or leaves it to the contract's zero", () => {
    const half = addPlayerBody({ name: 'Hana', byes: [], missedRounds: 'half_point_bye' });
    expect(addSchema.parse(half).missedRounds).toBe('half_point_bye');
    expect(addSchema.parse(addPlayerBody({ name: 'Zack', byes: [] })).missedRounds).toBe('zero_point_bye');
  });

  it('offers byes only for rounds not paired yet', () => {
    expect(byeRoundsOpen(5, 2)).toEqual([3, 4, 5]);
    expect(byeRoundsOpen(5, 5)).toEqual([]);
  });
});
