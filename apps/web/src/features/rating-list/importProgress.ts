import type { RatingListImport } from '@kingside/contract';
import { count } from '../format/format.js';

/** What the progress bar says about a job, and how it looks. */
export function importProgress(job: RatingListImport): { percent: number; status: 'active' | 'success' | 'exception'; text: string } {
  if (job.state === 'done') {
    return {
      percent: 100,
      status: 'success',
      text: `Imported ${count(job.counts?.players ?? job.processed)} players, list of ${job.listDate ?? 'unknown date'}`,
    };
  }
  if (job.state === 'failed') {
    return { percent: job.percent, status: 'exception', text: job.error ?? 'The import failed; the previous list is still in use' };
  }
  if (job.total !== null) return { percent: job.percent, status: 'active', text: `Read all ${count(job.total)} players; building the search index…` };
  return { percent: job.percent, status: 'active', text: job.processed === 0 ? 'Opening the list…' : `Read ${count(job.processed)} players…` };
}

/** A title in the list's own words: an open title first, then a women's title. */
export function titleText(title: string | null, womanTitle: string | null): string {
  return [title, womanTitle].filter((t): t is string => t !== null).join(' / ');
}
