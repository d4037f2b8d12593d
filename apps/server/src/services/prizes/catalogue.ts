import type { StaticPrizeCategories, StaticPrizeCategory } from '@kingside/contract';
import type { TournamentRow } from '../core/access.js';
import type { EntryRow } from '../core/engine-model.js';

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
 * each club and federation in the field, a region (a set of federations, to be narrowed) and a custom one.
 */
export function staticCategories(t: Pick<TournamentRow, 'startDate'>, field: Pick<EntryRow, 'club' | 'federation'>[], now: Date): StaticPrizeCategories {
  const year = ageYear(t, now);
  const federations = distinct(field.map((e) => e.federation));
  const clubs = distinct(field.map((e) => e.club));
  const clubIds = new Set<string>();
  const categories: StaticPrizeCategory[] = [
    { id: 'overall', name: 'Overall', kind: 'overall', conditions: [], description: 'Every player' },
    { id: 'women', name: 'Best woman', kind: 'women', conditions: [{ field: 'sex', equals: 'w' }], description: 'Women and girls' },
    ...YOUTH_AGES.map((age): StaticPrizeCategory => ({
      id: `u${age}`,
      name: `Under ${age}`,
      kind: 'age',
      conditions: [{ field: 'birthYear', min: year - age }],
      description: `Born in ${year - age} or later`,
    })),
    ...SENIOR_AGES.map((age): StaticPrizeCategory => ({
      id: `${age}plus`,
      name: `${age} and over`,
      kind: 'age',
      conditions: [{ field: 'birthYear', max: year - age }],
      description: `Born in ${year - age} or earlier`,
    })),
    ...RATING_BANDS.map((band): StaticPrizeCategory => ({
      id: `below-${band}`,
      name: `Below ${band}`,
      kind: 'rating',
      conditions: [{ field: 'rating', min: 1, max: band - 1 }],
      description: `Rated 1–${band - 1}`,
    })),
    { id: 'unrated', name: 'Best unrated', kind: 'unrated', conditions: [{ field: 'unrated', equals: true }], description: 'Players without a rating' },
    ...clubs.map((club): StaticPrizeCategory => {
      let id = `club-${slug(club)}`;
      for (let n = 2; clubIds.has(id); n++) id = `club-${slug(club)}-${n}`;
      clubIds.add(id);
      return { id, name: `Best of ${club}`, kind: 'club', conditions: [{ field: 'club', equals: club }], description: `Members of ${club}` };
    }),
    ...federations.map((fed): StaticPrizeCategory => ({
      id: `fed-${fed.toLowerCase()}`,
      name: `Best of ${fed}`,
      kind: 'federation',
      conditions: [{ field: 'federation', equals: fed }],
      description: `Players of the federation ${fed}`,
    })),
    ...(federations.length > 0
      ? [
          {
            id: 'region',
            name: 'Best of the region',
            kind: 'region',
            conditions: [{ field: 'federation', in: federations }],
            description: 'Players of the region’s federations: keep only those that make the region',
          } satisfies StaticPrizeCategory,
        ]
      : []),
    { id: 'custom', name: 'Custom prize', kind: 'custom', conditions: [], description: 'Name it and add the conditions a player must meet' },
  ];
  return { year, categories };
}
