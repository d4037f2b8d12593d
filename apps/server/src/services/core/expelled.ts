import { words, type Words } from './languages/message.js';
import type { EntryRow } from './engine-model.js';

/** Why an expelled player cannot take part again, as every refusal says it. */
export function expelledText(entry: EntryRow): Words {
  return entry.expelledRound
    ? words('{name} was expelled in round {round}; an expulsion cannot be undone', { name: entry.name, round: entry.expelledRound })
    : words('{name} was expelled before round 1; an expulsion cannot be undone', { name: entry.name });
}
