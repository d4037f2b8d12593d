import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { and, eq, lt, sql as statement } from 'drizzle-orm';
import type { Database, RawSql } from '../../db/connection.js';
import { ratingListImports, type RatingListCounts } from '../../db/schema/index.js';
import { listDateFromFileName, listDateFromModified, listDateFromText } from '../../integrations/fide/list-date.js';
import { FideListFormatError, isInactive, type FideListPlayer } from '../../integrations/fide/list-player.js';
import { openFideList } from '../../integrations/fide/read-list.js';
import { conflict } from '../../http/errors.js';
import type { Clock } from '../core/clock.js';
import { searchWords } from './names.js';

export interface ImportContext {
  database: Database;
  clock: Clock;
}

export interface ImportRequest {
  /** The list file on disk: XML or TXT, plain or zipped. */
  path: string;
  /** The name to show and to read a date from (an upload's own name); defaults to the path's. */
  fileName: string;
  /** "YYYY-MM" (or a day in it); else read from the file name, else the month the file was written. */
  listDate?: string;
  startedBy?: string | null;
  /** Delete the file when the import ends (an upload's temporary copy). */
  removeFileAfter?: boolean;
  /** Players per INSERT; thousands make the load fast, the default suits the full list. */
  batchSize?: number;
  /** Stops the import (it fails, the previous list stays): the server is shutting down. */
  signal?: AbortSignal;
  /** Told as the job's progress is recorded (a few times a second at most); the import waits for it. */
  onProgress?: (progress: { processed: number; bytesRead: number; bytesTotal: number }) => void | Promise<void>;
}

export type ImportOutcome =
  { state: 'done'; jobId: string; listDate: string; counts: RatingListCounts } | { state: 'failed'; jobId: string; error: string; errorLine: number | null };

/** A running import that has not written for this long was cut off (its process ended). */
const staleAfterMs = 2 * 60_000;
const heartbeatMs = 20_000;
const progressEveryMs = 250;

// The new list is loaded beside the one in use, under these names, and renamed into place.
const next = 'rated_players_next';
const nextWords = 'rated_player_words_next';
const nextByWord = 'rated_players_by_word_next';

const columns = [
  'fide_id',
  'name',
  'search_words',
  'federation',
  'sex',
  'title',
  'woman_title',
  'other_titles',
  'foa_title',
  'standard_rating',
  'standard_games',
  'standard_k',
  'rapid_rating',
  'rapid_games',
  'rapid_k',
  'blitz_rating',
  'blitz_games',
  'blitz_k',
  'birth_year',
  'flag',
  'inactive',
] as const;
const arrayTypes: Record<(typeof columns)[number], string> = {
  fide_id: 'int4',
  name: 'text',
  search_words: 'text',
  federation: 'text',
  sex: 'text',
  title: 'text',
  woman_title: 'text',
  other_titles: 'text',
  foa_title: 'text',
  standard_rating: 'int2',
  standard_games: 'int2',
  standard_k: 'int2',
  rapid_rating: 'int2',
  rapid_games: 'int2',
  rapid_k: 'int2',
  blitz_rating: 'int2',
  blitz_games: 'int2',
  blitz_k: 'int2',
  birth_year: 'int2',
  flag: 'text',
  inactive: 'bool',
};
// One array per column and unnest: a batch of any size is one statement with 21 parameters.
// Other titles travel comma-joined, as the list writes them (unnest cannot carry an array per row).
const insertBatch = `INSERT INTO ${next} (${columns.join(', ')})
SELECT ${columns.map((c) => (c === 'other_titles' ? `COALESCE(string_to_array(NULLIF(${c}, ''), ','), '{}')` : c)).join(', ')}
FROM unnest(${columns.map((c, i) => `$${i + 1}::${arrayTypes[c]}[]`).join(', ')}) AS t(${columns.join(', ')})`;

type Batch = unknown[][];
const emptyBatch = (): Batch => columns.map(() => []);

function addToBatch(batch: Batch, p: FideListPlayer): void {
  const values = [
    p.fideId,
    p.name,
    searchWords(p.name),
    p.federation,
    p.sex,
    p.title,
    p.womanTitle,
    p.otherTitles.join(','),
    p.foaTitle,
    p.standard.rating,
    p.standard.games,
    p.standard.k,
    p.rapid.rating,
    p.rapid.games,
    p.rapid.k,
    p.blitz.rating,
    p.blitz.games,
    p.blitz.k,
    p.birthYear,
    p.flag,
    isInactive(p),
  ];
  for (let i = 0; i < values.length; i += 1) batch[i].push(values[i]);
}

/**
 * Starts importing a list file as a job and returns its id at once; `finished` settles when the
 * import ends (it never rejects: a failure is the job's outcome). One import runs at a time.
 */
export async function startImport(ctx: ImportContext, request: ImportRequest): Promise<{ jobId: string; finished: Promise<ImportOutcome> }> {
  const { db } = ctx.database;
  const now = ctx.clock();
  await db
    .update(ratingListImports)
    .set({ state: 'failed', error: 'The import stopped when its server stopped; the previous list is still in use', finishedAt: now, updatedAt: now })
    .where(and(eq(ratingListImports.state, 'running'), lt(ratingListImports.updatedAt, new Date(now.getTime() - staleAfterMs))));
  const jobId = randomUUID();
  try {
    await db.insert(ratingListImports).values({
      id: jobId,
      state: 'running',
      fileName: request.fileName,
      startedBy: request.startedBy ?? null,
      startedAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (request.removeFileAfter) await rm(request.path, { force: true });
    if (isUniqueViolation(error)) throw conflict('An import of the rating list is running already; wait for it to finish');
    throw error;
  }
  return { jobId, finished: runImport(ctx, jobId, request) };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

async function runImport(ctx: ImportContext, jobId: string, request: ImportRequest): Promise<ImportOutcome> {
  const { database, clock } = ctx;
  const { db } = database;
  const setJob = (values: Partial<typeof ratingListImports.$inferInsert>) =>
    db
      .update(ratingListImports)
      .set({ ...values, updatedAt: clock() })
      .where(eq(ratingListImports.id, jobId));
  const heartbeat = setInterval(() => {
    setJob({}).catch(() => {});
  }, heartbeatMs);
  heartbeat.unref();
  let stagingCreated = false;
  try {
    const explicitDate = request.listDate === undefined ? null : listDateFromText(request.listDate);
    if (request.listDate !== undefined && explicitDate === null) throw new Error(`the list date '${request.listDate}' is not YYYY-MM`);
    const list = await openFideList(request.path);
    const listDate =
      explicitDate ??
      listDateFromFileName(request.fileName) ??
      (list.entryName === null ? null : listDateFromFileName(list.entryName)) ??
      listDateFromModified(list.modifiedAt);
    await setJob({ format: list.format, listDate, bytesTotal: list.bytesTotal });

    await database.rawTransaction(async (sql) => {
      await sql.exec(`DROP TABLE IF EXISTS ${next}; CREATE TABLE ${next} (LIKE rated_players INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
    });
    stagingCreated = true;

    const batchSize = request.batchSize ?? 5000;
    const counts: RatingListCounts = { players: 0, standard: 0, rapid: 0, blitz: 0, inactive: 0, women: 0, titled: 0 };
    const seen = new Set<number>();
    let batch = emptyBatch();
    let inserting: Promise<void> = Promise.resolve();
    let lastProgress = 0;
    // The next batch is read while the previous one is written; at most one is in flight.
    const flush = async (): Promise<void> => {
      await inserting;
      const rows = batch;
      batch = emptyBatch();
      inserting = database.rawTransaction(async (sql) => {
        // No waiting for the disk on each batch: until the swap commits, a crash only loses the staging table.
        await sql.exec('SET LOCAL synchronous_commit = off');
        await sql.query(insertBatch, rows);
      });
      // Awaited by the next flush; until then a failure must not count as unhandled.
      inserting.catch(() => {});
      if (Date.now() - lastProgress >= progressEveryMs) {
        lastProgress = Date.now();
        await setJob({ processed: counts.players, bytesRead: list.bytesRead() });
        await request.onProgress?.({ processed: counts.players, bytesRead: list.bytesRead(), bytesTotal: list.bytesTotal });
      }
    };

    for await (const player of list.players()) {
      if (seen.has(player.fideId)) throw new Error(`FIDE id ${player.fideId} is on the list twice`);
      seen.add(player.fideId);
      counts.players += 1;
      if (player.standard.rating !== null) counts.standard += 1;
      if (player.rapid.rating !== null) counts.rapid += 1;
      if (player.blitz.rating !== null) counts.blitz += 1;
      if (isInactive(player)) counts.inactive += 1;
      if (player.sex === 'F') counts.women += 1;
      if (player.title !== null) counts.titled += 1;
      addToBatch(batch, player);
      if (batch[0].length >= batchSize) {
        if (request.signal?.aborted) throw new Error('the server stopped during the import');
        await flush();
      }
    }
    if (batch[0].length > 0) await flush();
    await inserting;
    seen.clear();
    if (counts.players === 0) throw new Error('the list holds no players');
    await setJob({ processed: counts.players, total: counts.players, bytesRead: list.bytesRead() });

    await request.onProgress?.({ processed: counts.players, bytesRead: list.bytesRead(), bytesTotal: list.bytesTotal });

    await addPrimaryKey(database, 'rated_players', 'fide_id');
    // The players' indexes (the trigram index above all) are built while the word tables are made from the same
    // rows: on PostgreSQL two connections, so both processors work; the embedded database takes them in turn.
    const steps = await Promise.allSettled([buildIndexes(database, 'rated_players'), buildWordTables(database)]);
    for (const step of steps) if (step.status === 'rejected') throw step.reason;
    if (request.signal?.aborted) throw new Error('the server stopped during the import');
    await setJob({});
    const importedAt = clock();
    // One transaction: a search sees the old list or the new one, never a mix.
    await database.rawTransaction(async (sql) => {
      await swapIn(sql, 'rated_players');
      await swapIn(sql, 'rated_players_by_word');
      await swapIn(sql, 'rated_player_words');
      await sql.query(
        `INSERT INTO rating_list (id, list_date, file_name, format, players, imported_at, import_id)
         VALUES (1, $1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET list_date = EXCLUDED.list_date, file_name = EXCLUDED.file_name, format = EXCLUDED.format,
           players = EXCLUDED.players, imported_at = EXCLUDED.imported_at, import_id = EXCLUDED.import_id`,
        [listDate, request.fileName, list.format, counts.players, importedAt, jobId],
      );
      await sql.query(`UPDATE rating_list_imports SET state = 'done', counts = $2, finished_at = $3, updated_at = $3 WHERE id = $1`, [
        jobId,
        JSON.stringify(counts),
        importedAt,
      ]);
    });
    stagingCreated = false;
    return { state: 'done', jobId, listDate, counts };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const errorLine = error instanceof FideListFormatError && error.line > 0 ? error.line : null;
    if (stagingCreated) {
      await database
        .rawTransaction((sql) => sql.exec(`DROP TABLE IF EXISTS ${next}; DROP TABLE IF EXISTS ${nextByWord}; DROP TABLE IF EXISTS ${nextWords}`))
        .catch(() => {});
    }
    const finishedAt = clock();
    await setJob({ state: 'failed', error: `The list was not imported: ${message}`, errorLine, finishedAt }).catch(() => {});
    return { state: 'failed', jobId, error: message, errorLine };
  } finally {
    clearInterval(heartbeat);
    if (request.removeFileAfter) await rm(request.path, { force: true });
  }
}

/**
 * Each word of each name once (made distinct name by name: one sort of the whole table would cost more than the
 * rest of this step), then the distinct words with how many players carry each, and their indexes.
 */
async function buildWordTables(database: Database): Promise<void> {
  await database.rawTransaction((sql) =>
    sql.exec(`DROP TABLE IF EXISTS ${nextByWord};
      CREATE TABLE ${nextByWord} (LIKE rated_players_by_word INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
      INSERT INTO ${nextByWord} (word, fide_id)
      SELECT words.word, p.fide_id FROM ${next} AS p,
        LATERAL (SELECT DISTINCT word FROM unnest(string_to_array(btrim(p.search_words), ' ')) AS word WHERE word <> '') AS words;
      DROP TABLE IF EXISTS ${nextWords};
      CREATE TABLE ${nextWords} (LIKE rated_player_words INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
      INSERT INTO ${nextWords} (word, players) SELECT word, count(*)::int FROM ${nextByWord} GROUP BY word`),
  );
  await addPrimaryKey(database, 'rated_players_by_word', 'word, fide_id');
  await buildIndexes(database, 'rated_players_by_word');
  await addPrimaryKey(database, 'rated_player_words', 'word');
  await buildIndexes(database, 'rated_player_words');
  // Searches read a word's players from the index alone once its pages are marked all-visible, which takes a
  // vacuum (outside any transaction); the players' own table is always read row by row, so it is left as it is.
  await database.db.execute(statement.raw(`VACUUM ${nextByWord}`));
}

/** The primary key of `table`, on its `_next` twin; before any other index, as it locks the table. */
async function addPrimaryKey(database: Database, table: string, key: string): Promise<void> {
  const staged = `${table}_next`;
  await database.rawTransaction(async (sql) => {
    await moreSortMemory(database, sql);
    await sql.exec(`ALTER TABLE ${staged} ADD CONSTRAINT ${staged}_pkey PRIMARY KEY (${key})`);
  });
}

/** Every other index `table` has (as the migrations made them), built on its `_next` twin. */
async function buildIndexes(database: Database, table: string): Promise<void> {
  const staged = `${table}_next`;
  const indexes = await database.rawTransaction((sql) =>
    sql.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 AND indexname <> $2`,
      [table, `${table}_pkey`],
    ),
  );
  for (const { indexname, indexdef } of indexes) {
    const definition = indexdef
      .replace(`INDEX ${indexname} ON `, `INDEX ${indexname}_next ON `)
      .replace(new RegExp(` ON ((?:\\w+\\.)?)${table} `), ` ON $1${staged} `);
    if (definition === indexdef) throw new Error(`cannot rebuild index ${indexname} on the new list`);
    await database.rawTransaction(async (sql) => {
      await moreSortMemory(database, sql);
      await sql.exec(definition);
    });
  }
  // Fresh statistics, so searches on the new list are planned for its real contents.
  await database.rawTransaction((sql) => sql.exec(`ANALYZE ${staged}`));
}

/**
 * A real server builds the indexes much faster with more sort memory; the embedded database's memory is this
 * process's own, so it keeps its default.
 */
async function moreSortMemory(database: Database, sql: RawSql): Promise<void> {
  if (database.kind === 'postgres') await sql.exec("SET LOCAL maintenance_work_mem = '256MB'");
}

/** Puts `table`'s `_next` twin in its place; run inside the transaction that swaps the whole list. */
async function swapIn(sql: RawSql, table: string): Promise<void> {
  const staged = `${table}_next`;
  const indexes = await sql.query<{ indexname: string }>(
    `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 AND indexname <> $2`,
    [staged, `${staged}_pkey`],
  );
  await sql.exec(`DROP TABLE ${table}; ALTER TABLE ${staged} RENAME TO ${table};
    ALTER TABLE ${table} RENAME CONSTRAINT ${staged}_pkey TO ${table}_pkey`);
  for (const { indexname } of indexes) {
    await sql.exec(`ALTER INDEX ${indexname} RENAME TO ${indexname.replace(/_next$/, '')}`);
  }
}
