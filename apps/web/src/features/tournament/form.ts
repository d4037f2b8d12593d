import {
  defaultTiebreaks,
  isTeamSystem,
  STANDARD_POINT_SYSTEM,
  STANDARD_TEAM_SCORING,
  type Acceleration,
  type CreateTournamentBody,
  type InitialOrder,
  type Locale,
  type RatingMethod,
  type RatingType,
  type TeamScoring,
  type Tournament,
  type UnratedRatingMethod,
  type TournamentSystem,
  type UpdateTournamentBody,
  unsetAsNull,
} from '@kingside/contract';
import { plural, t } from '@lingui/core/macro';

/** The tournament form as the organiser fills it: flat, with blanks where nothing is set. */
export interface TournamentFormValues {
  name: string;
  system: TournamentSystem;
  rounds?: number | null;
  startDate?: string;
  endDate?: string;
  venue?: string;
  city?: string;
  federation?: string;
  timeControl?: string;
  ratingType: RatingType;
  ratingMethod: RatingMethod;
  unratedRatingMethod: UnratedRatingMethod;
  /** The rating unrated players count with under `fixed`. */
  unratedRating?: number | null;
  win: number;
  draw: number;
  loss: number;
  pabPoints: number;
  acceleration: Acceleration;
  tiebreaks: string[];
  sharedPlaces: boolean;
  chiefArbiter?: string;
  chiefArbiterFideId?: number | null;
  deputyArbiters: string[];
  /** Each deputy's FIDE id, in the order of `deputyArbiters`. */
  deputyArbiterFideIds?: (number | null)[];
  entryFee?: number | null;
  /** '' is "by lot" (the engine's default); w or b fixes the first board's colour in round 1. */
  initialColour: '' | 'w' | 'b';
  /** What orders players of equal rating and title for their pairing numbers. */
  initialOrder: InitialOrder;
  enable_registration: boolean;
  is_club_membership: boolean;
  clubId?: string;
  create_brochure: boolean;
  is_brochure: boolean;
  /** The tournament's own language: its notices to players who chose none, and the sheets printed for the hall. */
  language: Locale;
  /** Team events only (the rest of the form's values are kept, not sent, for an individual event). */
  boards: number;
  primaryScore: TeamScoring['primary'];
  colourPreferenceType: TeamScoring['colourPreferenceType'];
  secondaryForColours: boolean;
  matchWin: number;
  matchDraw: number;
  matchLoss: number;
  /** Minutes before each round's scheduled start; null: captains may change their lineup until it is published. */
  lineupDeadlineMinutes?: number | null;
}

/** A team event's fields as a new one starts: 4 boards (an Olympiad's) and FIDE's scoring. */
const NEW_TEAM_VALUES = {
  boards: 4,
  primaryScore: STANDARD_TEAM_SCORING.primary,
  colourPreferenceType: STANDARD_TEAM_SCORING.colourPreferenceType,
  secondaryForColours: STANDARD_TEAM_SCORING.secondaryForColours,
  matchWin: STANDARD_TEAM_SCORING.matchPoints.win,
  matchDraw: STANDARD_TEAM_SCORING.matchPoints.draw,
  matchLoss: STANDARD_TEAM_SCORING.matchPoints.loss,
} satisfies Partial<TournamentFormValues>;

/** The quick choices of match points for a match won, drawn and lost. */
export const MATCH_POINT_CHOICES = [
  { label: '2 / 1 / 0', win: 2, draw: 1, loss: 0 },
  { label: '3 / 1 / 0', win: 3, draw: 1, loss: 0 },
] as const;

/** A new tournament speaks the organiser's language until they choose another. */
export function newTournamentValues(language: Locale): TournamentFormValues {
  return {
    name: '',
    system: 'dutch',
    rounds: 7,
    ratingType: 'standard',
    ratingMethod: 'fide',
    unratedRatingMethod: 'none',
    ...STANDARD_POINT_SYSTEM,
    pabPoints: STANDARD_POINT_SYSTEM.win,
    acceleration: 'none',
    tiebreaks: defaultTiebreaks('dutch'),
    sharedPlaces: false,
    deputyArbiters: [],
    initialColour: '',
    initialOrder: 'name',
    enable_registration: false,
    is_club_membership: false,
    create_brochure: false,
    is_brochure: false,
    language,
    ...NEW_TEAM_VALUES,
  };
}

export function valuesOfTournament(t: Tournament): TournamentFormValues {
  return {
    name: t.name,
    system: t.system,
    rounds: t.rounds,
    startDate: t.startDate ?? undefined,
    endDate: t.endDate ?? undefined,
    venue: t.venue ?? undefined,
    city: t.city ?? undefined,
    federation: t.federation ?? undefined,
    timeControl: t.timeControl ?? undefined,
    ratingType: t.ratingType,
    ratingMethod: t.ratingMethod,
    unratedRatingMethod: t.unratedRatingMethod,
    unratedRating: t.unratedRating,
    ...t.pointSystem,
    pabPoints: t.pabPoints,
    acceleration: t.acceleration,
    tiebreaks: t.tiebreaks,
    sharedPlaces: t.sharedPlaces,
    chiefArbiter: t.chiefArbiter ?? undefined,
    chiefArbiterFideId: t.chiefArbiterFideId,
    deputyArbiters: t.deputyArbiters,
    deputyArbiterFideIds: t.deputyArbiterFideIds,
    entryFee: t.entryFee,
    initialColour: t.initialColour ?? '',
    initialOrder: t.initialOrder,
    enable_registration: t.enable_registration,
    is_club_membership: t.is_club_membership,
    clubId: t.clubId ?? undefined,
    create_brochure: t.create_brochure,
    is_brochure: t.is_brochure,
    language: t.language,
    ...NEW_TEAM_VALUES,
    ...(t.boards === null ? {} : { boards: t.boards }),
    ...(t.teamScoring === null
      ? {}
      : {
          primaryScore: t.teamScoring.primary,
          colourPreferenceType: t.teamScoring.colourPreferenceType,
          secondaryForColours: t.teamScoring.secondaryForColours,
          matchWin: t.teamScoring.matchPoints.win,
          matchDraw: t.teamScoring.matchPoints.draw,
          matchLoss: t.teamScoring.matchPoints.loss,
        }),
    lineupDeadlineMinutes: t.lineupDeadlineMinutes,
  };
}

const filled = (text: string | undefined): string | undefined => (text === undefined || text.trim() === '' ? undefined : text.trim());
const present = (n: number | null | undefined): number | undefined => (n === null || n === undefined ? undefined : n);

/** The deputies named, each with the FIDE id typed beside it (null for none). */
function deputies(values: TournamentFormValues): Pick<CreateTournamentBody, 'deputyArbiters' | 'deputyArbiterFideIds'> {
  const named = values.deputyArbiters.map((name, i) => ({ name: name.trim(), fideId: values.deputyArbiterFideIds?.[i] ?? null })).filter((d) => d.name !== '');
  return { deputyArbiters: named.map((d) => d.name), deputyArbiterFideIds: named.map((d) => d.fideId) };
}

/** A team event's boards, scoring and deadline; nothing for an individual event (the server refuses them there). */
function teamFields(values: TournamentFormValues): Pick<CreateTournamentBody, 'boards' | 'teamScoring' | 'lineupDeadlineMinutes'> {
  if (!isTeamSystem(values.system)) return {};
  return {
    boards: values.boards,
    teamScoring: {
      primary: values.primaryScore,
      secondaryForColours: values.secondaryForColours,
      colourPreferenceType: values.colourPreferenceType,
      matchPoints: { win: values.matchWin, draw: values.matchDraw, loss: values.matchLoss },
    },
    lineupDeadlineMinutes: present(values.lineupDeadlineMinutes),
  };
}

/** A new tournament: fields left blank are not sent, so the server's defaults apply. */
export function createBody(values: TournamentFormValues): CreateTournamentBody {
  const team = isTeamSystem(values.system);
  return {
    name: values.name.trim(),
    system: values.system,
    rounds: present(values.rounds),
    startDate: filled(values.startDate),
    endDate: filled(values.endDate),
    venue: filled(values.venue),
    city: filled(values.city),
    federation: filled(values.federation),
    timeControl: filled(values.timeControl),
    ratingType: values.ratingType,
    ratingMethod: values.ratingMethod,
    unratedRatingMethod: values.unratedRatingMethod,
    // Kept only where it counts: a rating left in the field under "none" is not a setting.
    unratedRating: values.unratedRatingMethod === 'fixed' ? present(values.unratedRating) : undefined,
    pointSystem: { win: values.win, draw: values.draw, loss: values.loss },
    // A team event's bye is a drawn match on every board (C.04.6 art. 1.4): the server's default, not the form's.
    pabPoints: team ? undefined : values.pabPoints,
    acceleration: values.acceleration,
    tiebreaks: values.tiebreaks,
    sharedPlaces: values.sharedPlaces,
    chiefArbiter: filled(values.chiefArbiter),
    chiefArbiterFideId: present(values.chiefArbiterFideId),
    ...deputies(values),
    entryFee: present(values.entryFee),
    initialColour: values.initialColour === '' ? undefined : values.initialColour,
    initialOrder: values.initialOrder,
    enable_registration: values.enable_registration,
    is_club_membership: values.is_club_membership,
    clubId: values.is_club_membership ? filled(values.clubId) : undefined,
    create_brochure: values.create_brochure,
    is_brochure: values.is_brochure,
    language: values.language,
    ...teamFields(values),
  };
}

/** The settings a tournament may have none of: an edit sends null for each one the organiser emptied. */
const clearableFields = [
  'startDate',
  'endDate',
  'venue',
  'city',
  'federation',
  'timeControl',
  'chiefArbiter',
  'chiefArbiterFideId',
  'entryFee',
  'initialColour',
  'clubId',
  'unratedRating',
] as const;

/** An edit sends every field; a field emptied by the organiser is cleared (null) on the server. */
export function updateBody(values: TournamentFormValues): UpdateTournamentBody {
  const body: UpdateTournamentBody = unsetAsNull(createBody(values), clearableFields);
  // An emptied deadline means "until the lineups are published", which the server stores as none.
  return isTeamSystem(values.system) ? { ...body, lineupDeadlineMinutes: present(values.lineupDeadlineMinutes) ?? null } : body;
}

/** When captains can no longer change their lineup, in the words of the form. */
export function lineupDeadlineText(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return t`Captains may change their lineup until the arbiter publishes the round.`;
  if (minutes === 0) return t`Captains may change their lineup until the round’s scheduled start.`;
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return plural(hours, {
      one: 'Captains may change their lineup until # hour before each round’s scheduled start.',
      other: 'Captains may change their lineup until # hours before each round’s scheduled start.',
    });
  }
  return plural(minutes, {
    one: 'Captains may change their lineup until # minute before each round’s scheduled start.',
    other: 'Captains may change their lineup until # minutes before each round’s scheduled start.',
  });
}

/**
 * After creating (or editing) a tournament the organiser goes to its administration page;
 * after an edit that asks for a brochure, to the brochure editor.
 */
export function pathAfterSave(kind: 'create' | 'edit', t: Pick<Tournament, 'id' | 'create_brochure'>): string {
  if (kind === 'edit' && t.create_brochure) return `/admin/create-brochure?id=${encodeURIComponent(t.id)}`;
  return `/admin/tournament/${encodeURIComponent(t.id)}`;
}

/**
 * When the system changes, the tie-breaks follow FIDE's recommendation for the new system unless
 * the organiser has changed the list by hand.
 */
export function tiebreaksAfterSystemChange(current: string[], from: TournamentSystem, to: TournamentSystem): string[] {
  const untouched = current.join(' ') === defaultTiebreaks(from).join(' ');
  return untouched ? defaultTiebreaks(to) : current;
}
