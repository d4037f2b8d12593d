import type { EntryRow } from './engine-model.js';

/** Why an expelled player cannot take part again, as every refusal says it. */
export function expelledText(entry: EntryRow): string {
  return `${entry.name} was expelled${entry.expelledRound ? ` in round ${entry.expelledRound}` : ' before round 1'}; an expulsion cannot be undone`;
}
