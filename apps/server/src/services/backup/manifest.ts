import { z } from 'zod';

/**
 * A backup is one zip: this manifest, the database (a PGlite data directory as tar, or pg_dump's
 * custom format), the tournament files under files/<tournament id>/<file id> and, from version 2,
 * the server's secrets sealed with the operator's passphrase (keys.ts).
 */
export const manifestEntry = 'kingside-backup.json';
export const databaseEntry = { pglite: 'database/pglite-datadir.tar', postgres: 'database/postgres.pgdump' } as const;
export const filesPrefix = 'files/';

export const backupManifest = z.object({
  format: z.literal('kingside-backup'),
  /** 1: made before backups carried the server's keys. */
  version: z.union([z.literal(1), z.literal(2)]),
  database: z.enum(['pglite', 'postgres']),
  createdAt: z.iso.datetime(),
  /** The migrations the database had, in order: a newer backup than the code is refused. */
  migrations: z.array(z.string()),
  /** Rows per table at the snapshot, checked again after a restore. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  files: z.number().int().nonnegative(),
});
export type BackupManifest = z.infer<typeof backupManifest>;

/** Stored file names are ids the server made (tournament uuid / file uuid); anything else in an archive is refused. */
export const storedFileName = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;
