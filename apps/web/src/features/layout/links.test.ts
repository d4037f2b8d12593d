import { describe, expect, it } from 'vitest';
import { activeLink, adminLinks, isStaff, publicLinks } from './links.js';

describe('active navigation link', () => {
  it('marks the section a nested page belongs to', () => {
    expect(activeLink('/tournaments/42/pairings/3', publicLinks)).toBe('/tournaments');
    expect(activeLink('/admin/create-brochure/7', adminLinks)).toBe('/admin/create-brochure');
  });
  it('marks home only on the root path', () => {
    expect(activeLink('/', publicLinks)).toBe('/');
    expect(activeLink('/player/5', publicLinks)).toBeUndefined();
  });
  it('does not confuse sibling paths sharing a prefix', () => {
    expect(activeLink('/admin/create-tournament', adminLinks)).toBe('/admin/create-tournament');
    expect(activeLink('/tournamentsx', publicLinks)).toBeUndefined();
  });
});

describe('staff', () => {
  it('is every role but player', () => {
    expect(isStaff('organiser')).toBe(true);
    expect(isStaff('admin')).toBe(true);
    expect(isStaff('player')).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});
