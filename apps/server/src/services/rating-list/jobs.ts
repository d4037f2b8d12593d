import { eq } from 'drizzle-orm';
import type { RatingListImport } from '@kingside/contract';
import type { Db } from '../../db/connection.js';
import { ratingListImports } from '../../db/schema/index.js';

type JobRow = typeof ratingListImports.$inferSelect;

/** Reading the file is most of an import; building the indexes and the swap are the last 5 %. */
function percentOf(job: JobRow): number {
  if (job.state === 'done') return 100;
  if (job.total !== null) return 95;
  if (!job.bytesTotal) return 0;
  return Math.min(95, Math.floor((job.bytesRead / job.bytesTotal) * 95));
}

export function toImportView(job: JobRow): RatingListImport {
  return {
    id: job.id,
    state: job.state,
    fileName: job.fileName,
    format: job.format,
    listDate: job.listDate,
    processed: job.processed,
    total: job.total,
    percent: percentOf(job),
    counts: job.counts,
    error: job.error,
    errorLine: job.errorLine,
    startedAt: job.startedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

export async function findImport(db: Db, jobId: string): Promise<RatingListImport | null> {
  const [job] = await db.select().from(ratingListImports).where(eq(ratingListImports.id, jobId));
  return job ? toImportView(job) : null;
}
