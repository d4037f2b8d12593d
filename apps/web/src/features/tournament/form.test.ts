import { describe, expect, it } from 'vitest';
import { createTournamentBody, defaultTiebreaks, updateTournamentBody, type Tournament } from '@kingside/contract';
import { createBody, newTournamentValues, pathAfterSave, tiebreaksAfterSystemChange, updateBody, valuesOfTournament } from './form.js';

const saved: Tournament = {
  id: '6f1c8a8e-3b7a-4d5e-9a55-2c4f2b0f7a11',
  name: 'Autumn Open',
  system: 'dutch',
  type: 'dutch',
  rounds: 9,
  currentRound: 0,
  pairingRound: null,
  state: 'registration',
  startDate: '2026-10-01',
  endDate: '2026-10-05',
  roundSchedule: [],
  venue: 'Town hall',
  city: 'Leeds',
  federation: 'ENG',
  timeControl: '90+30',
  ratingType: 'standard',
  ratingMethod: 'fide',
  unratedRatingMethod: 'none',
  unratedRating: null,
  pointSystem: { win: 1, draw: 0.5, loss: 0 },
  pabPoints: 1,
  currency: 'INR',
  acceleration: 'none',
  tiebreaks: ['BH/C1', 'BH', 'DE', 'WIN'],
  sharedPlaces: false,
  chiefArbiter: 'IA Ann Arbiter',
  deputyArbiters: ['Bob'],
  chiefArbiterFideId: 22232540,
  deputyArbiterFideIds: [null],
  entryFee: 30,
  enable_registration: true,
  is_club_membership: false,
  create_brochure: false,
  is_brochure: false,
  feedbacks: [],
  initialColour: 'w',
  initialOrder: 'lots',
  pairingNumbersByHand: false,
  fideMode: true,
  fideModeLeftInRound: null,
  clubId: null,
  boards: null,
  teamScoring: null,
  lineupDeadlineMinutes: null,
  files: [],
  playerCount: 0,
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-01T10:00:00.000Z',
  finishedAt: null,
};

describe('tournament form', () => {
  it('sends a new Swiss the contract accepts, leaving blanks out', () => {
    const body = createBody({ ...newTournamentValues(), name: ' Club Swiss ', venue: ' ', federation: '' });
    expect(body.name).toBe('Club Swiss');
    expect(body).toMatchObject({ system: 'dutch', rounds: 7, tiebreaks: defaultTiebreaks('dutch'), pointSystem: { win: 1, draw: 0.5, loss: 0 } });
    expect(body.venue).toBeUndefined();
    expect(body.federation).toBeUndefined();
    expect(body.initialColour).toBeUndefined();
    expect(createTournamentBody.safeParse(body).success).toBe(true);
  });

  it('edits every field and clears the emptied ones', () => {
    const values = { ...valuesOfTournament(saved), venue: '', entryFee: null, initialColour: '' as const };
    const body = updateBody(values);
    expect(body).toMatchObject({
      venue: null,
      entryFee: null,
      initialColour: null,
      city: 'Leeds',
      rounds: 9,
      deputyArbiters: ['Bob'],
      deputyArbiterFideIds: [null],
      chiefArbiterFideId: 22232540,
    });
    expect(updateTournamentBody.safeParse(body).success).toBe(true);
  });

  it('Pairing numbers: sends the organiser’s criterion after rating and title, alphabetical for a new tournament', () => {
    expect(createBody(newTournamentValues()).initialOrder).toBe('name');
    expect(valuesOfTournament(saved).initialOrder).toBe('lots');
    const body = updateBody({ ...valuesOfTournament(saved), initialOrder: 'fide-id' });
    expect(body.initialOrder).toBe('fide-id');
    expect(updateTournamentBody.safeParse(body).success).toBe(true);
  });

  it('sends a club only for a club-membership tournament', () => {
    const clubId = '6f1c8a8e-3b7a-4d5e-9a55-2c4f2b0f7a13';
    expect(createBody({ ...newTournamentValues(), name: 'x', clubId }).clubId).toBeUndefined();
    expect(createBody({ ...newTournamentValues(), name: 'x', clubId, is_club_membership: true }).clubId).toBe(clubId);
  });

  it('goes to the tournament after saving, or to the brochure after an edit asking for one', () => {
    expect(pathAfterSave('create', saved)).toBe(`/admin/tournament/${saved.id}`);
    expect(pathAfterSave('create', { ...saved, create_brochure: true })).toBe(`/admin/tournament/${saved.id}`);
    expect(pathAfterSave('edit', saved)).toBe(`/admin/tournament/${saved.id}`);
    expect(pathAfterSave('edit', { ...saved, create_brochure: true })).toBe(`/admin/create-brochure?id=${saved.id}`);
  });

  it('follows the recommended tie-breaks of a new system unless they were changed by hand', () => {
    expect(tiebreaksAfterSystemChange(defaultTiebreaks('dutch'), 'dutch', 'round_robin')).toEqual(defaultTiebreaks('round_robin'));
    expect(tiebreaksAfterSystemChange(['SB', 'BH'], 'dutch', 'round_robin')).toEqual(['SB', 'BH']);
  });
});
