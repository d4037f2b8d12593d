import {
  optionalPlayerFields,
  playerTitles,
  type AddPlayerBody,
  type LateEntryMissedRound,
  type PlayerTitle,
  type RatedPlayer,
  type RatingType,
  type ManagedPlayer,
  type UpdatePlayerBody,
  unsetAsNull,
} from '@kingside/contract';

/** The player form as filled in: blanks where nothing is known. */
export interface PlayerFormValues {
  name: string;
  fideId?: number | null;
  nationalId?: string;
  rating?: number | null;
  nationalRating?: number | null;
  manualRating?: number | null;
  title?: PlayerTitle | null;
  federation?: string;
  sex?: 'm' | 'w' | null;
  birthDate?: string;
  club?: string;
  email?: string;
  phone?: string;
  byes: number[];
  /** Full-point byes the arbiter gives (FIDE discourages them: a level-2 warning once saved). */
  fullPointByes?: number[];
  /** A late entry's rounds already paired: what each scores. */
  missedRounds?: LateEntryMissedRound;
}

const isTitle = (title: string | null): title is PlayerTitle => title !== null && (playerTitles as readonly string[]).includes(title);

/**
 * "Add from the FIDE list": the list's row fills the form; the rating is the one the tournament
 * uses (standard, rapid or blitz), and the open title wins over a women's title.
 */
export function valuesOfRatedPlayer(p: RatedPlayer, ratingType: RatingType): PlayerFormValues {
  const title = isTitle(p.title) ? p.title : isTitle(p.womanTitle) ? p.womanTitle : null;
  return {
    name: p.name,
    fideId: p.fideId,
    rating: p[ratingType].rating ?? null,
    title,
    federation: p.federation ?? undefined,
    sex: p.sex === 'M' ? 'm' : p.sex === 'F' ? 'w' : null,
    birthDate: p.birthYear === null ? undefined : String(p.birthYear),
    byes: [],
  };
}

export function valuesOfPlayer(p: ManagedPlayer): PlayerFormValues {
  return {
    name: p.name,
    fideId: p.fideId,
    nationalId: p.nationalId ?? undefined,
    rating: p.rating,
    nationalRating: p.nationalRating,
    manualRating: p.manualRating,
    title: p.title,
    federation: p.federation ?? undefined,
    sex: p.sex,
    birthDate: p.birthDate ?? undefined,
    club: p.club ?? undefined,
    email: p.email ?? undefined,
    phone: p.phone ?? undefined,
    byes: p.byes,
    fullPointByes: p.fullPointByes,
  };
}

const filled = (text: string | undefined): string | undefined => (text === undefined || text.trim() === '' ? undefined : text.trim());
const present = <T>(value: T | null | undefined): T | undefined => (value === null || value === undefined ? undefined : value);

export function addPlayerBody(values: PlayerFormValues): AddPlayerBody {
  return {
    name: values.name?.trim() ?? '',
    fideId: present(values.fideId),
    nationalId: filled(values.nationalId),
    rating: present(values.rating),
    nationalRating: present(values.nationalRating),
    manualRating: present(values.manualRating),
    title: present(values.title),
    federation: filled(values.federation),
    sex: present(values.sex),
    birthDate: filled(values.birthDate),
    club: filled(values.club),
    email: filled(values.email),
    phone: filled(values.phone),
    missedRounds: values.missedRounds,
    byes: [...values.byes].sort((a, b) => a - b),
    fullPointByes: [...(values.fullPointByes ?? [])].sort((a, b) => a - b),
  };
}

/** An edit sends every field; what the arbiter emptied is cleared. */
export function updatePlayerBody(values: PlayerFormValues): UpdatePlayerBody {
  const body = addPlayerBody(values);
  return { ...unsetAsNull(body, optionalPlayerFields), rating: body.rating ?? 0 };
}

/** Rounds a player can still ask a half-point bye for: those not paired yet. */
export function byeRoundsOpen(rounds: number, currentRound: number): number[] {
  return Array.from({ length: Math.max(0, rounds - currentRound) }, (_, i) => currentRound + 1 + i);
}
