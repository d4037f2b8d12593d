import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FidePlayersPage, RatedPlayer, RatingListInfo, RatingType } from '@kingside/contract';
import type { Db } from '../../db/connection.js';
import { ratedPlayers, ratingList } from '../../db/schema/index.js';
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

/**
 * With fewer name matches than this, near misses (typos) are listed after them. A fixed number,
 * not the page size, so paging through one search never changes what it finds.
 */
export const nearMissesBelow = 10;

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

export async function currentRatingList(db: Db): Promise<RatingListInfo | null> {
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
 * match whole and how close the name is to the query, then by rating. When that finds fewer than
 * nearMissesBelow players, near misses follow: names where each word of the query starts a word or
 * is close to one (a typo), closest first.
 * Without a name, players are listed by rating.
 */
export async function searchFidePlayers(db: Db, search: FidePlayerSearch): Promise<FidePlayersPage> {
  const list = await currentRatingList(db);
  const rating = ratingColumns[search.ratingType];
  const offset = (search.page - 1) * search.limit;
  const words = search.query === undefined ? [] : queryWords(search.query);
  const base = filters(search);
  const page = (players: RatedPlayer[], total: number): FidePlayersPage => ({ list, players, total, page: search.page, limit: search.limit });

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
  const startsWords = words.map((w) => sql`${ratedPlayers.searchWords} LIKE ${`% ${w}%`}`);
  const wholeWords = sql.join(words.map((w) => sql`(${ratedPlayers.searchWords} LIKE ${`% ${w} %`})::int`), sql` + `);
  const closeness = sql`similarity(${ratedPlayers.searchWords}, ${text})`;
  const total = sql<number>`(count(*) OVER ())::int`;

  const byName = await db
    .select({ ...playerColumns, total })
    .from(ratedPlayers)
    .where(and(...startsWords, ...base))
    .orderBy(desc(wholeWords), desc(closeness), sql`${rating} DESC NULLS LAST`, asc(ratedPlayers.fideId))
    .limit(search.limit)
    .offset(offset);
  let nameTotal = byName[0]?.total ?? 0;
  if (byName.length === 0 && offset > 0) nameTotal = await countOf(db, and(...startsWords, ...base));
  if (nameTotal >= nearMissesBelow) return page(byName.map(toRatedPlayer), nameTotal);

  // Near misses: the name matches are all on the first page (there are fewer than nearMissesBelow).
  const nearOffset = Math.max(0, offset - nameTotal);
  const nearLimit = search.limit - byName.length;
  // Each word either starts a name word or is close to one (trigram word similarity, which the
  // index serves); words under four letters are too short to judge closeness, they must match.
  const nearWords = words.map((w, i) => (w.length >= 4 ? or(startsWords[i], sql`${w} <% ${ratedPlayers.searchWords}`) : startsWords[i]));
  const nearWhere = and(...nearWords, sql`NOT (${and(...startsWords)})`, ...base);
  const wordCloseness = sql.join(words.map((w) => sql`word_similarity(${w}, ${ratedPlayers.searchWords})`), sql` + `);
  // Between equally close names, the one with the words in the order typed.
  const inOrder = sql`word_similarity(${text}, ${ratedPlayers.searchWords})`;
  const nearMisses =
    nearLimit === 0
      ? []
      : await db
          .select({ ...playerColumns, total })
          .from(ratedPlayers)
          .where(nearWhere)
          .orderBy(desc(wordCloseness), desc(inOrder), desc(closeness), sql`${rating} DESC NULLS LAST`, asc(ratedPlayers.fideId))
          .limit(nearLimit)
          .offset(nearOffset);
  const nearTotal = nearMisses.length > 0 ? nearMisses[0].total : await countOf(db, nearWhere);
  const players = [...byName, ...nearMisses].map(toRatedPlayer);
  return page(players, nameTotal + nearTotal);
}
