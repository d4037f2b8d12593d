import { describe, expect, it } from 'vitest';
import { splitTournamentBody } from '@kingside/contract';
import { sectionCount, splitBody } from './splitForm.js';

describe('the split form', () => {
  it('asks for N groups, or for rating bands typed as a list', () => {
    expect(splitBody('groups', 3, '2000')).toEqual({ groups: 3 });
    expect(splitBody('bands', 2, ' 2000, 1600;1400 ')).toEqual({ bands: [2000, 1600, 1400] });
    expect(sectionCount(splitBody('bands', 2, '2000, 1600'))).toBe(3);
    expect(sectionCount({ groups: 4 })).toBe(4);
  });

  it('sends text that is no list of ratings as it reads, which the contract refuses with a reason', () => {
    const body = splitBody('bands', 2, '2000, abc');
    const parsed = splitTournamentBody.safeParse(JSON.parse(JSON.stringify(body)));
    expect(parsed.success).toBe(false);
    expect(splitTournamentBody.safeParse(splitBody('bands', 2, '')).success).toBe(false);
  });
});
