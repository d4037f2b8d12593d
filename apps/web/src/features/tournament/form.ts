import {
  defaultTiebreaks,
  STANDARD_POINT_SYSTEM,
  type Acceleration,
  type CreateTournamentBody,
  type InitialOrder,
  type RatingMethod,
  type RatingType,
  type Tournament,
  type UnratedRatingMethod,
  type TournamentSystem,
  type UpdateTournamentBody,
  unsetAsNull,
} from '@kingside/contract';

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
}

export function newTournamentValues(): TournamentFormValues {
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
  };
}

const filled = (text: string | undefined): string | undefined => (text === undefined || text.trim() === '' ? undefined : text.trim());
const present = (n: number | null | undefined): number | undefined => (n === null || n === undefined ? undefined : n);

/** The deputies named, each with the FIDE id typed beside it (null for none). */
function deputies(values: TournamentFormValues): Pick<CreateTournamentBody, 'deputyArbiters' | 'deputyArbiterFideIds'> {
  const named = values.deputyArbiters.map((name, i) => ({ name: name.trim(), fideId: values.deputyArbiterFideIds?.[i] ?? null })).filter((d) => d.name !== '');
  return { deputyArbiters: named.map((d) => d.name), deputyArbiterFideIds: named.map((d) => d.fideId) };
}

/** A new tournament: fields left blank are not sent, so the server's defaults apply. */
export function createBody(values: TournamentFormValues): CreateTournamentBody {
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
    pabPoints: values.pabPoints,
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
  return unsetAsNull(createBody(values), clearableFields);
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
