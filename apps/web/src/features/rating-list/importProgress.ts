import { plural, t } from '@lingui/core/macro';
import type { RatingListImport } from '@kingside/contract';

/** What the progress bar says about a job, and how it looks. */
export function importProgress(job: RatingListImport): { percent: number; status: 'active' | 'success' | 'exception'; text: string } {
  if (job.state === 'done') {
    const players = job.counts?.players ?? job.processed;
    const listDate = job.listDate;
    return {
      percent: 100,
      status: 'success',
      text: listDate
        ? t`${plural(players, { one: 'Imported # player', other: 'Imported # players' })}, list of ${listDate}`
        : t`${plural(players, { one: 'Imported # player', other: 'Imported # players' })}, list of unknown date`,
    };
  }
  if (job.state === 'failed') {
    return { percent: job.percent, status: 'exception', text: job.error ?? t`The import failed; the previous list is still in use` };
  }
  const { total, processed } = job;
  if (total !== null)
    return {
      percent: job.percent,
      status: 'active',
      text: t`${plural(total, { one: 'Read # player; building the search index…', other: 'Read all # players; building the search index…' })}`,
    };
  return {
    percent: job.percent,
    status: 'active',
    text: processed === 0 ? t`Opening the list…` : t`${plural(processed, { one: 'Read # player…', other: 'Read # players…' })}`,
  };
}

/** A title in the list's own words: an open title first, then a women's title. */
export function titleText(title: string | null, womanTitle: string | null): string {
  return [title, womanTitle].filter((part): part is string => part !== null).join(' / ');
}
