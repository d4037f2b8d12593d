import { describe, expect, it } from 'vitest';
import { unsetAsNull } from './fields.js';
import { addPlayerBody, optionalPlayerFields } from './players.js';

describe('a player with every optional field present', () => {
  it('keeps what was given and says null for the rest', () => {
    const body = addPlayerBody.parse({ name: 'Anna Nowak', fideId: 1_100_000, title: 'wgm', federation: 'pol' });
    expect(unsetAsNull(body, optionalPlayerFields)).toEqual({
      name: 'Anna Nowak',
      fideId: 1_100_000,
      nationalId: null,
      rating: 0,
      nationalRating: null,
      manualRating: null,
      title: 'WGM',
      federation: 'POL',
      sex: null,
      birthDate: null,
      club: null,
      email: null,
      phone: null,
      byes: [],
      fullPointByes: [],
      // Nothing missed is said: a late entry's missed rounds score zero, as FIDE C.04.2 has it.
      missedRounds: 'zero_point_bye',
    });
  });
});
