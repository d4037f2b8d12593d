import type { SplitTournamentBody } from '@kingside/contract';

export type SplitMode = 'groups' | 'bands';

/**
 * The request from the form: N groups, or rating bands typed as "2000, 1600" (each a section's lowest rating,
 * highest first; everyone below the last forms the last section). Text that is not a list of ratings is sent as
 * it reads, for the server to name what is wrong.
 */
export function splitBody(mode: SplitMode, groups: number, bandsText: string): SplitTournamentBody {
  if (mode === 'groups') return { groups };
  const bands = bandsText
    .split(/[,;\s]+/)
    .filter((part) => part !== '')
    .map(Number);
  return { bands };
}

/** How many sections the request makes. */
export function sectionCount(body: SplitTournamentBody): number {
  return body.groups ?? (body.bands?.length ?? 0) + 1;
}
