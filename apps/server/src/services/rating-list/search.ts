import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FidePlayersPage, RatedPlayer, RatingListInfo, RatingType } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { ratedPlayers, ratedPlayersByWord, ratedPlayerWords, ratingList } from '../../db/schema/index.js';
import { queryWords } from './names.js';

export interface FidePlayerSearch {
  query?: string;
  fideId?: number;
  federation?: string;
  title?: string;
  sex?: 'M' | 'F';
  birthYearFrom?: number;
  birthYearTo?: number;
  ratingType: RatingType;
  ratingFrom?: number;
  ratingTo?: number;
  page: number;
  limit: number;
}

/** The words on the list taken as what a mistyped word may have meant: the closest few (pg_trgm similarity). */
export const typoCandidates = 8;

const ratingColumns = {
  standard: ratedPlayers.standardRating,
  rapid: ratedPlayers.rapidRating,
  blitz: ratedPlayers.blitzRating,
} as const;

const playerColumns = {
  fideId: ratedPlayers.fideId,
  name: ratedPlayers.name,
  federation: ratedPlayers.federation,
  sex: ratedPlayers.sex,
  title: ratedPlayers.title,
  womanTitle: ratedPlayers.womanTitle,
  otherTitles: ratedPlayers.otherTitles,
  foaTitle: ratedPlayers.foaTitle,
  standardRating: ratedPlayers.standardRating,
  standardGames: ratedPlayers.standardGames,
  standardK: ratedPlayers.standardK,
  rapidRating: ratedPlayers.rapidRating,
  rapidGames: ratedPlayers.rapidGames,
  rapidK: ratedPlayers.rapidK,
  blitzRating: ratedPlayers.blitzRating,
  blitzGames: ratedPlayers.blitzGames,
  blitzK: ratedPlayers.blitzK,
  birthYear: ratedPlayers.birthYear,
  inactive: ratedPlayers.inactive,
};
type PlayerRow = { [K in keyof typeof playerColumns]: (typeof playerColumns)[K]['_']['data'] | null };

const toRatedPlayer = (row: PlayerRow): RatedPlayer => ({
  fideId: row.fideId as number,
  name: row.name as string,
  federation: row.federation,
  sex: row.sex,
  title: row.title,
  womanTitle: row.womanTitle,
  otherTitles: row.otherTitles ?? [],
  foaTitle: row.foaTitle,
  standard: { rating: row.standardRating, games: row.standardGames, k: row.standardK },
  rapid: { rating: row.rapidRating, games: row.rapidGames, k: row.rapidK },
  blitz: { rating: row.blitzRating, games: row.blitzGames, k: row.blitzK },
  birthYear: row.birthYear,
  inactive: row.inactive ?? false,
});

async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(ratedPlayers).where(where);
  return total;
}

export async function currentRatingList(db: Db | Tx): Promise<RatingListInfo | null> {
  const [row] = await db.select().from(ratingList).limit(1);
  return row ? { listDate: row.listDate, fileName: row.fileName, players: row.players, importedAt: row.importedAt.toISOString() } : null;
}

function filters(search: FidePlayerSearch): SQL[] {
  const rating = ratingColumns[search.ratingType];
  const conditions: (SQL | undefined)[] = [
    search.fideId === undefined ? undefined : eq(ratedPlayers.fideId, search.fideId),
    search.federation === undefined ? undefined : eq(ratedPlayers.federation, search.federation),
    search.title === undefined ? undefined : or(eq(ratedPlayers.title, search.title), eq(ratedPlayers.womanTitle, search.title)),
    search.sex === undefined ? undefined : eq(ratedPlayers.sex, search.sex),
    search.birthYearFrom === undefined ? undefined : gte(ratedPlayers.birthYear, search.birthYearFrom),
    search.birthYearTo === undefined ? undefined : lte(ratedPlayers.birthYear, search.birthYearTo),
    search.ratingFrom === undefined ? undefined : gte(rating, search.ratingFrom),
    search.ratingTo === undefined ? undefined : lte(rating, search.ratingTo),
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * Finds players on the list. By name: every word of the query starts a word of the name, in any
 * order, accents and case ignored (served by the trigram index); those are ranked by how many words
 * match whole and how close the name is to the query, then by rating. When that finds nobody, near
 * misses: names where each word of the query starts a word or is a word close to it (a typo), closest first.
 * Without a name, players are listed by rating.
 */
export async function searchFidePlayers(db: Db, search: FidePlayerSearch): Promise<FidePlayersPage> {
  // Read beside the search itself (another connection on PostgreSQL), not before it.
  const listing = currentRatingList(db);
  listing.catch(() => {});
  const rating = ratingColumns[search.ratingType];
  const offset = (search.page - 1) * search.limit;
  const words = search.query === undefined ? [] : queryWords(search.query);
  const base = filters(search);
  const page = async (players: RatedPlayer[], total: number): Promise<FidePlayersPage> => ({
    list: await listing,
    players,
    total,
    page: search.page,
    limit: search.limit,
  });

  if (words.length === 0) {
    const where = and(...base);
    const [rows, total] = await Promise.all([
      db.select(playerColumns).from(ratedPlayers).where(where)
        .orderBy(sql`${rating} DESC NULLS LAST`, asc(ratedPlayers.name), asc(ratedPlayers.fideId))
        .limit(search.limit).offset(offset),
      countOf(db, where),
    ]);
    return page(rows.map(toRatedPlayer), total);
  }

  const text = words.join(' ');
  const sw = ratedPlayers.searchWords;
  // "Starts a word of the name". For the index, the word alone ('%carl%'): its inner trigrams are rare,
  // while ' carl' would add the blank-led trigrams ("  c", " ca") that most names share, and cost several
  // times more to scan. The exact test (strpos, which no index serves) then runs on the few rows found.
  // Words under three letters have no inner trigram, so they keep the blank.
  const startsWords = words.map((w) =>
    w.length >= 3 ? sql`(${sw} LIKE ${`%${w}%`} AND strpos(${sw}, ${` ${w}`}) > 0)` : sql`${sw} LIKE ${`% ${w}%`}`,
  );
  const wholeWords = sql.join(words.map((w) => sql`(strpos(${sw}, ${` ${w} `}) > 0)::int`), sql` + `);
  const closeness = sql`similarity(${sw}, ${text})`;
  const total = sql<number>`(count(*) OVER ())::int`;

  const byName = await db
    .select({ ...playerColumns, total })
    .from(ratedPlayers)
    .where(and(...startsWords, ...base))
    .orderBy(desc(wholeWords), desc(closeness), sql`${rating} DESC NULLS LAST`, asc(ratedPlayers.fideId))
    .limit(search.limit)
    .offset(offset);
  const nameTotal = byName.length > 0 ? byName[0].total : offset > 0 ? await countOf(db, and(...startsWords, ...base)) : 0;
  if (nameTotal > 0) return page(byName.map(toRatedPlayer), nameTotal);

  // Nothing carries all the words: near misses. A word of four letters or more that starts no word on the list
  // at all is taken for a typo, standing for the list's words closest to it (looked up among the distinct words,
  // a small table, within two letters of its length, four at least); a name qualifies when each word typed right
  // starts one of its words and each mistyped one is among its stand-ins. With no mistyped word there is nothing to fix.
  const listWords = ratedPlayerWords;
  const lookups = await Promise.all(
    words.map(async (w) => {
      // How many players carry a word starting with it: none means mistyped.
      const [{ carriers }] = await db
        .select({ carriers: sql<number>`coalesce(sum(${listWords.players}), 0)::int` })
        .from(listWords)
        .where(sql`${listWords.word} LIKE ${`${w}%`}`);
      if (carriers > 0 || w.length < 4) return { carriers, meant: [] };
      const likeness = sql<number>`similarity(${listWords.word}, ${w})`;
      const meant = await db
        .select({ word: listWords.word, closeness: likeness, players: listWords.players })
        .from(listWords)
        .where(and(sql`${listWords.word} % ${w}`, sql`length(${listWords.word}) BETWEEN ${Math.max(4, w.length - 2)} AND ${w.length + 2}`))
        .orderBy(desc(likeness), desc(listWords.players))
        .limit(typoCandidates);
      return { carriers: meant.reduce((sum, c) => sum + c.players, 0), meant };
    }),
  );
  const meant = lookups.map((l) => l.meant);
  if (meant.every((candidates) => candidates.length === 0)) return page([], 0);
  // The players who carry the stand-ins of a mistyped word, or a word starting with a word typed right, are found
  // in rated_players_by_word. The two fewest sets are intersected there (both are lists of ids, cheap to match),
  // and only the players in both are read and checked for the other words. Plain string tests, so the planner
  // does not reach for the trigram index, which would match the words typed right against the whole list.
  const carriersOf = (i: number) =>
    db
      .select({ fideId: ratedPlayersByWord.fideId })
      .from(ratedPlayersByWord)
      .where(meant[i].length > 0 ? inArray(ratedPlayersByWord.word, meant[i].map((c) => c.word)) : sql`${ratedPlayersByWord.word} LIKE ${`${words[i]}%`}`);
  const [fewest, second] = words.map((_w, i) => i).sort((a, b) => lookups[a].carriers - lookups[b].carriers);
  const driving = second === undefined ? carriersOf(fewest) : carriersOf(fewest).intersect(carriersOf(second));
  const hasWord = (word: string) => sql`strpos(${sw}, ${` ${word} `}) > 0`;
  const nearWhere = and(
    inArray(ratedPlayers.fideId, driving),
    ...words.map((w, i) =>
      i === fewest || i === second ? undefined : meant[i].length === 0 ? sql`strpos(${sw}, ${` ${w}`}) > 0` : or(...meant[i].map((c) => hasWord(c.word))),
    ),
    ...base,
  );
  // Closest first: the sum of each stand-in's closeness to what was typed.
  const fit = sql.join(
    words.flatMap((_w, i) =>
      meant[i].length === 0
        ? []
        : [sql`GREATEST(${sql.join(meant[i].map((c) => sql`CASE WHEN strpos(${sw}, ${` ${c.word} `}) > 0 THEN ${c.closeness}::real ELSE 0 END`), sql`, `)})`],
    ),
    sql` + `,
  );
  // Between equally close names, the one with the words in the order typed.
  const inOrder = sql`word_similarity(${text}, ${sw})`;
  const nearMisses = await db
    .select({ ...playerColumns, total })
    .from(ratedPlayers)
    .where(nearWhere)
    .orderBy(desc(fit), desc(inOrder), desc(closeness), sql`${rating} DESC NULLS LAST`, asc(ratedPlayers.fideId))
    .limit(search.limit)
    .offset(offset);
  const nearTotal = nearMisses.length > 0 ? nearMisses[0].total : offset > 0 ? await countOf(db, nearWhere) : 0;
  return page(nearMisses.map(toRatedPlayer), nearTotal);
}
