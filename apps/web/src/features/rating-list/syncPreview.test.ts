import { describe, expect, it } from 'vitest';
import type { FideSync } from '@kingside/contract';
import { applyLabel, changeText, emptyText, missingTitle, syncHeadline } from './syncPreview.js';

const sync: FideSync = {
  tournamentId: '0b7f7c1e-7e43-4d4e-9a53-7f3c1d7b0a11',
  list: { listDate: '2026-02-01', fileName: 'players_list_xml_foa.xml', players: 1234, importedAt: '2026-02-03T08:00:00.000Z' },
  ratingType: 'rapid',
  changes: [
    {
      uuid: '5a1f3f1e-1b0a-4c9d-8e2f-1d2c3b4a5e6f',
      pairingNumber: 3,
      name: 'CARLSEN, MAGNUS',
      fideId: 1503014,
      fields: [
        { field: 'rating', from: 2800, to: 2823 },
        { field: 'name', from: 'CARLSEN, MAGNUS', to: 'Carlsen, Magnus' },
      ],
    },
  ],
  missing: [{ uuid: '6b2f3f1e-1b0a-4c9d-8e2f-1d2c3b4a5e6f', pairingNumber: 7, name: 'Retired, Rita', fideId: 99000001 }],
  unchanged: 4,
  applied: false,
  renumbered: false,
  renumbers: true,
  lastSync: null,
};

describe('FIDE list sync preview', () => {
  it('reads a change as old → new, a missing title or federation as none', () => {
    expect(changeText({ field: 'rating', from: 1000, to: 1850 })).toBe('Rating: 1000 → 1850');
    expect(changeText({ field: 'name', from: 'CARLSEN, MAGNUS', to: 'Carlsen, Magnus' })).toBe('Name: CARLSEN, MAGNUS → Carlsen, Magnus');
    expect(changeText({ field: 'title', from: 'FM', to: null })).toBe('Title: FM → none');
    expect(changeText({ field: 'federation', from: null, to: 'NOR' })).toBe('Federation: none → NOR');
  });

  it('names the list, the rating compared and that pairing numbers are recomputed before round 1', () => {
    expect(syncHeadline(sync)).toEqual({
      list: 'FIDE list of 2026-02-01 (1,234 players); ratings compared: Rapid.',
      numbering: 'Round 1 is not paired yet: pairing numbers are recomputed in the initial order after the changes.',
    });
    expect(missingTitle(sync)).toBe('Not on the list: 1 player, kept as entered');
    expect(applyLabel(sync)).toBe('Apply 1 change');
  });

  it('says pairing numbers stay once started, gives the last sync, and offers nothing to apply when all match', () => {
    const matching = { ...sync, changes: [], renumbers: false, lastSync: { syncedAt: '2026-02-10T09:00:00.000Z', listDate: '2026-01-01' } };
    expect(syncHeadline(matching)).toEqual({
      list: 'FIDE list of 2026-02-01 (1,234 players); ratings compared: Rapid. Last synced 2026-02-10 with the list of 2026-01-01.',
      numbering: 'The tournament has started: pairing numbers stay as they are.',
    });
    expect(emptyText(matching)).toBe('Every player with a FIDE id matches the list (4).');
    expect(applyLabel(matching)).toBe('Nothing to apply');
    expect(applyLabel({ ...sync, changes: [sync.changes[0], sync.changes[0]] })).toBe('Apply 2 changes');
    expect(missingTitle({ ...sync, missing: [sync.missing[0], sync.missing[0]] })).toBe('Not on the list: 2 players, kept as entered');
  });
});
