import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { fileRules, tournamentFileUrl, type FileKind, type FileType, type TournamentFile } from '@kingside/contract';
import type { AppContext } from '../../../context.js';
import type { Db, Tx } from '../../../db/connection.js';
import { tournamentFiles } from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { UserRow } from '../sessions.js';
import { words } from '../languages/message.js';
import { publishChange } from '../live/publish.js';
import { liveTournament, managedTournament } from '../access.js';
import { filesRoot, removeStored, storedPath, writeStored } from './storage.js';
import type { Upload } from './uploads.js';

type FileRow = typeof tournamentFiles.$inferSelect;

/** The tournament's files as one JSON column of a tournament query, oldest first (the tournament's `files`). */
export const tournamentFilesColumn = sql<RawFile[] | null>`(SELECT json_agg(json_build_object(
    'id', f.id, 'kind', f.kind, 'name', f.name, 'contentType', f.content_type, 'size', f.size, 'uploadedAt', f.uploaded_at
  ) ORDER BY f.uploaded_at, f.name, f.id) FROM tournament_files f WHERE f.tournament_id = "tournaments"."id")`;

export interface RawFile {
  id: string;
  kind: FileKind;
  name: string;
  contentType: FileType;
  size: number;
  uploadedAt: string;
}

export function toApiFiles(tournamentId: string, raw: RawFile[] | null | undefined): TournamentFile[] {
  return (raw ?? []).map((file) => ({
    ...file,
    url: tournamentFileUrl(tournamentId, file.id),
    // JSON renders timestamptz with an offset; the API speaks UTC ISO 8601.
    uploadedAt: new Date(file.uploadedAt).toISOString(),
  }));
}

function toApiFile(row: FileRow): TournamentFile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    url: tournamentFileUrl(row.tournamentId, row.id),
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export async function listFiles(db: Db | Tx, tournamentId: string): Promise<TournamentFile[]> {
  const rows = await db
    .select()
    .from(tournamentFiles)
    .where(eq(tournamentFiles.tournamentId, tournamentId))
    .orderBy(asc(tournamentFiles.uploadedAt), asc(tournamentFiles.name), asc(tournamentFiles.id));
  return rows.map(toApiFile);
}

/** Files written by a transaction not yet committed, and files to remove once it has. */
interface DiskChanges {
  written: string[];
  replaced: string[];
}

/**
 * Stores checked uploads for a tournament the user manages, inside the caller's transaction. A new
 * logo or regulations file replaces the old one; attachments add up to their limit.
 */
async function storeFiles(tx: Tx, ctx: AppContext, user: UserRow, tournamentId: string, uploads: readonly Upload[], disk: DiskChanges): Promise<void> {
  await managedTournament(tx, user, tournamentId, { lock: true });
  const existing = await tx.select().from(tournamentFiles).where(eq(tournamentFiles.tournamentId, tournamentId));
  const root = filesRoot(ctx.config);
  for (const kind of ['logo', 'regulations'] as const) {
    if (!uploads.some((upload) => upload.kind === kind)) continue;
    for (const old of existing.filter((row) => row.kind === kind)) {
      await tx.delete(tournamentFiles).where(eq(tournamentFiles.id, old.id));
      disk.replaced.push(storedPath(root, tournamentId, old.id));
    }
  }
  const attachments = existing.filter((row) => row.kind === 'attachments').length + uploads.filter((upload) => upload.kind === 'attachments').length;
  if (attachments > fileRules.attachments.maxCount) {
    throw badRequest(
      words('attachments: a tournament keeps at most {count} attachments; delete one first', { count: fileRules.attachments.maxCount }),
      'attachments',
    );
  }
  const uploadedAt = ctx.clock();
  for (const upload of uploads) {
    const id = randomUUID();
    const file = storedPath(root, tournamentId, id);
    await writeStored(file, upload.bytes);
    disk.written.push(file);
    await tx.insert(tournamentFiles).values({
      id,
      tournamentId,
      kind: upload.kind,
      name: upload.name,
      contentType: upload.contentType,
      size: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      uploadedBy: user.id,
      uploadedAt,
    });
  }
  // Open public pages show the new logo and documents without a reload.
  await publishChange(tx, tournamentId, 'settings', null, uploadedAt);
}

/**
 * Runs a change of a tournament (create or edit, given a context whose db is the transaction) and
 * stores its uploads in the same transaction: either the tournament changes and every file is kept,
 * or nothing changes and no file stays on disk. Replaced files leave the disk only after the commit.
 * Returns the tournament's id.
 */
export async function changeWithFiles(
  ctx: AppContext,
  user: UserRow,
  uploads: readonly Upload[],
  change: (scoped: AppContext) => Promise<{ id: string }>,
): Promise<string> {
  const disk: DiskChanges = { written: [], replaced: [] };
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const { id: tournamentId } = await change({ ...ctx, db: tx });
      if (uploads.length > 0) await storeFiles(tx, ctx, user, tournamentId, uploads, disk);
      return tournamentId;
    });
  } catch (error) {
    await removeStored(disk.written);
    throw error;
  }
  await removeStored(disk.replaced);
  return id;
}

/** Adds files to a tournament the user manages (the files tab). */
export async function addFiles(ctx: AppContext, user: UserRow, tournamentId: string, uploads: readonly Upload[]): Promise<TournamentFile[]> {
  if (uploads.length === 0) throw badRequest('attachments: send at least one file (logo, regulations or attachments)', 'attachments');
  await changeWithFiles(ctx, user, uploads, async () => ({ id: tournamentId }));
  return listFiles(ctx.db, tournamentId);
}

export async function deleteFile(ctx: AppContext, user: UserRow, tournamentId: string, fileId: string): Promise<TournamentFile[]> {
  await ctx.db.transaction(async (tx) => {
    await managedTournament(tx, user, tournamentId, { lock: true });
    const [gone] = await tx
      .delete(tournamentFiles)
      .where(and(eq(tournamentFiles.id, fileId), eq(tournamentFiles.tournamentId, tournamentId)))
      .returning({ id: tournamentFiles.id });
    if (!gone) throw notFound('File not found');
    await publishChange(tx, tournamentId, 'settings', null, ctx.clock());
  });
  await removeStored([storedPath(filesRoot(ctx.config), tournamentId, fileId)]);
  return listFiles(ctx.db, tournamentId);
}

export interface StoredFile {
  row: FileRow;
  path: string;
}

/** A file to serve (public, as every tournament's page is). */
export async function storedFile(ctx: AppContext, tournamentId: string, fileId: string): Promise<StoredFile> {
  await liveTournament(ctx.db, tournamentId);
  const [row] = await ctx.db
    .select()
    .from(tournamentFiles)
    .where(and(eq(tournamentFiles.id, fileId), eq(tournamentFiles.tournamentId, tournamentId)));
  if (!row) throw notFound('File not found');
  return { row, path: storedPath(filesRoot(ctx.config), tournamentId, fileId) };
}

/** The tournament's logo, if it has one: the brochure prints it. */
export async function logoOf(ctx: AppContext, tournamentId: string): Promise<StoredFile | undefined> {
  const [row] = await ctx.db
    .select()
    .from(tournamentFiles)
    .where(and(eq(tournamentFiles.tournamentId, tournamentId), eq(tournamentFiles.kind, 'logo')));
  return row ? { row, path: storedPath(filesRoot(ctx.config), tournamentId, row.id) } : undefined;
}
