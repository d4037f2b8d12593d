import { describe, expect, it } from 'vitest';
import { brochureTournamentId, contentOf, formFieldOf, formValuesOf } from './brochure.js';

describe('brochure editor', () => {
  it('finds the tournament in the path or in ?id=', () => {
    expect(brochureTournamentId('abc', null)).toBe('abc');
    expect(brochureTournamentId(undefined, 'def')).toBe('def');
    expect(brochureTournamentId(undefined, null)).toBeUndefined();
    expect(brochureTournamentId(undefined, ' ')).toBeUndefined();
  });

  it('drops blank schedule rows, trims the rest and saves them in time order', () => {
    const content = contentOf({
      description: 'Seven rounds',
      schedule: [
        { label: 'Round 2 ', date: '2026-06-06', time: '10:00' },
        {},
        { label: '', date: '', time: '' },
        { label: 'Round 1', date: '2026-06-05', time: '18:30' },
        { label: 'Prize-giving', date: '2026-06-06', time: '' },
      ],
      prizes: '£500',
      venue: 'Guildhall',
      contacts: 'olga@example.test',
      showLogo: false,
    });
    expect(content.schedule).toEqual([
      { label: 'Round 1', date: '2026-06-05', time: '18:30' },
      { label: 'Prize-giving', date: '2026-06-06', time: '' },
      { label: 'Round 2', date: '2026-06-06', time: '10:00' },
    ]);
    expect(content).toMatchObject({ description: 'Seven rounds', prizes: '£500', showLogo: false });
  });

  it('keeps a half-typed row so the server can name it', () => {
    expect(contentOf({ description: '', schedule: [{ label: 'Round 1' }], prizes: '', venue: '', contacts: '', showLogo: true }).schedule).toEqual([
      { label: 'Round 1', date: '', time: '' },
    ]);
  });

  it('round-trips saved content through the form', () => {
    const saved = {
      description: 'd',
      schedule: [{ label: 'Round 1', date: '2026-06-05', time: '18:30' }],
      prizes: 'p',
      venue: 'v',
      contacts: 'c',
      showLogo: true,
    };
    expect(contentOf(formValuesOf(saved))).toEqual(saved);
  });

  it("turns the server's field name into the form's path", () => {
    expect(formFieldOf('schedule.2.time')).toEqual(['schedule', 2, 'time']);
    expect(formFieldOf('prizes')).toEqual(['prizes']);
  });
});
