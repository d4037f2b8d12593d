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
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ratedPlayers)
    .where(where);
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
 * misses: names where each word of the query starts a word or is a word close to it (a typo), closest first
 * (found through the words of the list, rated_player_words and rated_players_by_word).
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
      db
        .select(playerColumns)
        .from(ratedPlayers)
        .where(where)
        .orderBy(sql`${rating} DESC NULLS LAST`, asc(ratedPlayers.name), asc(ratedPlayers.fideId))
        .limit(search.limit)
        .offset(offset),
      countOf(db, where),
    ]);
    return page(rows.map(toRatedPlayer), total);
  }

  const text = words.join(' ');
  const sw = ratedPlayers.searchWords;
  const closeness = sql`similarity(${sw}, ${text})`;
  const total = sql<number>`(count(*) OVER ())::int`;

  // "Starts a word of the name". For the index, the word alone ('%carl%'): its inner trigrams are rare,
  // while ' carl' would add the blank-led trigrams ("  c", " ca") that most names share, and cost several
  // times more to scan. The exact test (strpos, which no index serves) then runs on the few rows found.
  // Words under three letters have no inner trigram, so they keep the blank.
  const startsWords = words.map((w) => (w.length >= 3 ? sql`(${sw} LIKE ${`%${w}%`} AND strpos(${sw}, ${` ${w}`}) > 0)` : sql`${sw} LIKE ${`% ${w}%`}`));
  const wholeWords = sql.join(
    words.map((w) => sql`(strpos(${sw}, ${` ${w} `}) > 0)::int`),
    sql` + `,
  );
  const byName = await db
    .select({ ...playerColumns, total })
    .from(ratedPlayers)
    .where(and(...startsWords, ...base))
    .orderBy(desc(wholeWords), desc(closeness), sql`${rating} DESC NULLS LAST`, asc(ratedPlayers.fideId))
    .limit(search.limit)
    .offset(offset);
  const nameTotal = byName.length > 0 ? byName[0].total : offset > 0 ? await countOf(db, and(...startsWords, ...base)) : 0;
  if (nameTotal > 0) return page(byName.map(toRatedPlayer), nameTotal);

  // Nothing carries all the words: near misses. First what the list holds for each word: how many players carry
  // a word starting with it (none: mistyped), and for a mistyped word of four letters or more, the list's words
  // closest to it (among the distinct words, a small table, within two letters of its length, four at least),
  // which it is taken to stand for. With no mistyped word, or one that stands for nothing, there is nothing to fix.
  const listWords = ratedPlayerWords;
  const lookups = await Promise.all(
    words.map(async (w) => {
      const likeness = sql<number>`similarity(${listWords.word}, ${w})`;
      // Both at once; the stand-ins are sought only when no word on the list starts with it.
      const [[{ carriers }], meant] = await Promise.all([
        db
          .select({ carriers: sql<number>`coalesce(sum(${listWords.players}), 0)::int` })
          .from(listWords)
          .where(sql`${listWords.word} LIKE ${`${w}%`}`),
        w.length < 4
          ? []
          : db
              .select({ word: listWords.word, closeness: likeness, players: listWords.players })
              .from(listWords)
              .where(
                and(
                  sql`NOT EXISTS (SELECT 1 FROM ${listWords} WHERE ${listWords.word} LIKE ${`${w}%`})`,
                  sql`${listWords.word} % ${w}`,
                  sql`length(${listWords.word}) BETWEEN ${Math.max(4, w.length - 2)} AND ${w.length + 2}`,
                ),
              )
              .orderBy(desc(likeness), desc(listWords.players))
              .limit(typoCandidates),
      ]);
      return { carriers: carriers > 0 ? carriers : meant.reduce((sum, c) => sum + c.players, 0), meant };
    }),
  );
  if (lookups.every((l) => l.meant.length === 0) || lookups.some((l) => l.carriers === 0)) return page([], 0);
  const meant = lookups.map((l) => l.meant);
  // The players carrying each word (a word starting with it, or for a mistyped word one of its stand-ins) are
  // listed in rated_players_by_word. The two shortest lists are matched there (ids are cheap to match, players
  // dear to read: this beat reading the shortest list's players, even when the other list is many times longer),
  // and only the players on both are read and checked for the other words, by plain string tests: the trigram
  // index would match each word against the whole list.
  const carrying = (i: number) =>
    meant[i].length > 0
      ? inArray(
          ratedPlayersByWord.word,
          meant[i].map((c) => c.word),
        )
      : sql`${ratedPlayersByWord.word} LIKE ${`${words[i]}%`}`;
  const carriersOf = (i: number) => db.select({ fideId: ratedPlayersByWord.fideId }).from(ratedPlayersByWord).where(carrying(i));
  const [fewest, second] = words.map((_w, i) => i).sort((a, b) => lookups[a].carriers - lookups[b].carriers);
  // As an array, so the players are read by their primary key: as a join the planner, unable to guess how few
  // ids the match leaves, would rather read the whole list.
  const ids =
    second === undefined
      ? carriersOf(fewest)
      : db
          .select({ fideId: ratedPlayersByWord.fideId })
          .from(ratedPlayersByWord)
          .where(and(carrying(second), inArray(ratedPlayersByWord.fideId, carriersOf(fewest))));
  const candidates = sql`${ratedPlayers.fideId} = ANY(ARRAY(${ids}))`;
  const startsWord = (w: string) => sql`strpos(${sw}, ${` ${w}`}) > 0`;
  const hasWord = (w: string) => sql`strpos(${sw}, ${` ${w} `}) > 0`;
  const others = words.map((w, i) =>
    i === fewest || i === second ? undefined : meant[i].length === 0 ? startsWord(w) : or(...meant[i].map((c) => hasWord(c.word))),
  );

  // Near misses: each word typed right starts a word of the name and each mistyped one is among its stand-ins.
  const nearWhere = and(candidates, ...others, ...base);
  // Closest first: the sum of each stand-in's closeness to what was typed.
  const fit = sql.join(
    words.flatMap((_w, i) =>
      meant[i].length === 0
        ? []
        : [
            sql`GREATEST(${sql.join(
              meant[i].map((c) => sql`CASE WHEN strpos(${sw}, ${` ${c.word} `}) > 0 THEN ${c.closeness}::real ELSE 0 END`),
              sql`, `,
            )})`,
          ],
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
