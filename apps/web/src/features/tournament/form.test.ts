import { describe, expect, it } from 'vitest';
import { createTournamentBody, defaultTiebreaks, updateTournamentBody, type Tournament } from '@kingside/contract';
import { createBody, lineupDeadlineText, newTournamentValues, pathAfterSave, tiebreaksAfterSystemChange, updateBody, valuesOfTournament } from './form.js';

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
  language: 'en',
  files: [],
  playerCount: 0,
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-01T10:00:00.000Z',
  finishedAt: null,
};

describe('tournament form', () => {
  it('sends a new Swiss the contract accepts, leaving blanks out', () => {
    const body = createBody({ ...newTournamentValues('en'), name: ' Club Swiss ', venue: ' ', federation: '' });
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
    expect(createBody(newTournamentValues('en')).initialOrder).toBe('name');
    expect(valuesOfTournament(saved).initialOrder).toBe('lots');
    const body = updateBody({ ...valuesOfTournament(saved), initialOrder: 'fide-id' });
    expect(body.initialOrder).toBe('fide-id');
    expect(updateTournamentBody.safeParse(body).success).toBe(true);
  });

  it('sends a club only for a club-membership tournament', () => {
    const clubId = '6f1c8a8e-3b7a-4d5e-9a55-2c4f2b0f7a13';
    expect(createBody({ ...newTournamentValues('en'), name: 'x', clubId }).clubId).toBeUndefined();
    expect(createBody({ ...newTournamentValues('en'), name: 'x', clubId, is_club_membership: true }).clubId).toBe(clubId);
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

  it('sends a team league’s boards, scoring and lineup deadline, and no bye points of its own', () => {
    const values = {
      ...newTournamentValues('en'),
      name: 'County league',
      system: 'team_round_robin' as const,
      rounds: null,
      tiebreaks: defaultTiebreaks('team_round_robin'),
    };
    const body = createBody({ ...values, boards: 6, primaryScore: 'game', colourPreferenceType: 'none', matchWin: 3, lineupDeadlineMinutes: 120 });
    expect(body).toMatchObject({
      boards: 6,
      teamScoring: { primary: 'game', secondaryForColours: true, colourPreferenceType: 'none', matchPoints: { win: 3, draw: 1, loss: 0 } },
      lineupDeadlineMinutes: 120,
    });
    expect(body.pabPoints).toBeUndefined();
    expect(createTournamentBody.safeParse(body).success).toBe(true);
  });

  it('a new team event has 4 boards and FIDE’s scoring; an individual one sends none of it', () => {
    const team = createBody({ ...newTournamentValues('en'), name: 'x', system: 'team_swiss', tiebreaks: defaultTiebreaks('team_swiss') });
    expect(team).toMatchObject({ boards: 4, teamScoring: { primary: 'match', colourPreferenceType: 'A', matchPoints: { win: 2, draw: 1, loss: 0 } } });
    expect(team.lineupDeadlineMinutes).toBeUndefined();
    expect(createTournamentBody.safeParse(team).success).toBe(true);
    const individual = createBody({ ...newTournamentValues('en'), name: 'x', boards: 6, lineupDeadlineMinutes: 30 });
    expect(individual).not.toHaveProperty('boards');
    expect(individual).not.toHaveProperty('teamScoring');
    expect(individual).not.toHaveProperty('lineupDeadlineMinutes');
  });

  it('edits a team event: its saved scoring in the form, an emptied deadline sent as none', () => {
    const league: Tournament = {
      ...saved,
      system: 'team_swiss',
      type: 'team_swiss',
      tiebreaks: defaultTiebreaks('team_swiss'),
      boards: 8,
      teamScoring: { primary: 'match', secondaryForColours: false, colourPreferenceType: 'B', matchPoints: { win: 3, draw: 1, loss: 0 } },
      lineupDeadlineMinutes: 60,
    };
    const values = valuesOfTournament(league);
    expect(values).toMatchObject({ boards: 8, colourPreferenceType: 'B', secondaryForColours: false, matchWin: 3, lineupDeadlineMinutes: 60 });
    const body = updateBody({ ...values, lineupDeadlineMinutes: null });
    expect(body.lineupDeadlineMinutes).toBeNull();
    expect(body.teamScoring).toEqual(league.teamScoring);
    expect(updateTournamentBody.safeParse(body).success).toBe(true);
  });

  it('the team tie-breaks follow a change from an individual system to a team one', () => {
    expect(tiebreaksAfterSystemChange(defaultTiebreaks('dutch'), 'dutch', 'team_swiss')).toEqual(defaultTiebreaks('team_swiss'));
  });

  it('says until when captains may change their lineup', () => {
    expect(lineupDeadlineText(null)).toBe('Captains may change their lineup until the arbiter publishes the round.');
    expect(lineupDeadlineText(0)).toBe('Captains may change their lineup until the round’s scheduled start.');
    expect(lineupDeadlineText(120)).toBe('Captains may change their lineup until 2 hours before each round’s scheduled start.');
    expect(lineupDeadlineText(45)).toBe('Captains may change their lineup until 45 minutes before each round’s scheduled start.');
  });
});
