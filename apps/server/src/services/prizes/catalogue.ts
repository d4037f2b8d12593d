import type { Locale, StaticPrizeCategories, StaticPrizeCategory } from '@kingside/contract';
import type { TournamentRow } from '../core/access.js';
import type { EntryRow } from '../core/engine-model.js';
import { words } from '../core/languages/message.js';
import { say } from '../core/languages/say.js';

/** Youth categories as FIDE's youth championships count them: "under N" means born in (year − N) or later. */
const YOUTH_AGES = [8, 10, 12, 14, 16, 18] as const;
/** Seniors: players who reach the age during the tournament's calendar year. */
const SENIOR_AGES = [50, 65] as const;
/** "Below N": rated players under N; unrated players have a category of their own. */
const RATING_BANDS = [1200, 1400, 1600, 1800, 2000, 2200] as const;

/** The year ages are counted in: the tournament's start date's, else the current one. */
export function ageYear(t: Pick<TournamentRow, 'startDate'>, now: Date): number {
  return t.startDate ? Number(t.startDate.slice(0, 4)) : now.getUTCFullYear();
}

/** An id made of a name: lower case, words joined by '-', short enough for a category id with its prefix. */
export function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30)
      .replace(/-+$/, '') || 'x'
  );
}

const distinct = (values: (string | null)[]) => [...new Set(values.flatMap((v) => (v && v.trim() ? [v.trim()] : [])))].sort((a, b) => a.localeCompare(b));

/**
 * The categories an organiser can pick for this tournament: overall,
 * women, the youth and senior age groups of the tournament's year, rating bands, unrated, the best of
 * each club and federation in the field, a region (a set of federations, to be narrowed) and a custom one. Named in
 * the organiser's language: a category picked keeps its name as it was read.
 */
export function staticCategories(
  t: Pick<TournamentRow, 'startDate'>,
  field: Pick<EntryRow, 'club' | 'federation'>[],
  now: Date,
  locale: Locale,
): StaticPrizeCategories {
  const year = ageYear(t, now);
  const federations = distinct(field.map((e) => e.federation));
  const clubs = distinct(field.map((e) => e.club));
  const clubIds = new Set<string>();
  const categories: StaticPrizeCategory[] = [
    { id: 'overall', name: say(locale, 'Overall'), kind: 'overall', conditions: [], description: say(locale, 'Every player') },
    {
      id: 'women',
      name: say(locale, 'Best woman'),
      kind: 'women',
      conditions: [{ field: 'sex', equals: 'w' }],
      description: say(locale, 'Women and girls'),
    },
    ...YOUTH_AGES.map((age): StaticPrizeCategory => ({
      id: `u${age}`,
      name: say(locale, words('Under {age}', { age })),
      kind: 'age',
      conditions: [{ field: 'birthYear', min: year - age }],
      description: say(locale, words('Born in {year} or later', { year: year - age })),
    })),
    ...SENIOR_AGES.map((age): StaticPrizeCategory => ({
      id: `${age}plus`,
      name: say(locale, words('{age} and over', { age })),
      kind: 'age',
      conditions: [{ field: 'birthYear', max: year - age }],
      description: say(locale, words('Born in {year} or earlier', { year: year - age })),
    })),
    ...RATING_BANDS.map((band): StaticPrizeCategory => ({
      id: `below-${band}`,
      name: say(locale, words('Below {rating}', { rating: band })),
      kind: 'rating',
      conditions: [{ field: 'rating', min: 1, max: band - 1 }],
      description: say(locale, words('Rated 1–{rating}', { rating: band - 1 })),
    })),
    {
      id: 'unrated',
      name: say(locale, 'Best unrated'),
      kind: 'unrated',
      conditions: [{ field: 'unrated', equals: true }],
      description: say(locale, 'Players without a rating'),
    },
    ...clubs.map((club): StaticPrizeCategory => {
      let id = `club-${slug(club)}`;
      for (let n = 2; clubIds.has(id); n++) id = `club-${slug(club)}-${n}`;
      clubIds.add(id);
      return {
        id,
        name: say(locale, words('Best of {club}', { club })),
        kind: 'club',
        conditions: [{ field: 'club', equals: club }],
        description: say(locale, words('Members of {club}', { club })),
      };
    }),
    ...federations.map((fed): StaticPrizeCategory => ({
      id: `fed-${fed.toLowerCase()}`,
      name: say(locale, words('Best of {federation}', { federation: fed })),
      kind: 'federation',
      conditions: [{ field: 'federation', equals: fed }],
      description: say(locale, words('Players of the federation {federation}', { federation: fed })),
    })),
    ...(federations.length > 0
      ? [
          {
            id: 'region',
            name: say(locale, 'Best of the region'),
            kind: 'region',
            conditions: [{ field: 'federation', in: federations }],
            description: say(locale, 'Players of the region’s federations: keep only those that make the region'),
          } satisfies StaticPrizeCategory,
        ]
      : []),
    {
      id: 'custom',
      name: say(locale, 'Custom prize'),
      kind: 'custom',
      conditions: [],
      description: say(locale, 'Name it and add the conditions a player must meet'),
    },
  ];
  return { year, categories };
}
