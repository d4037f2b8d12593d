import { z } from 'zod';
import { sentence, shown } from './words.js';

/**
 * How strongly an arbiter's action is warned about (FIDE C.02, the tournament managers' checklist): every client
 * shows a level the same way, and no setting turns a level off or lowers it.
 * 2: the action is done; the arbiter acknowledges what it broke.
 * 3: the action waits for the arbiter to confirm it, or cancel it.
 * 4: the action waits for two confirmations, the consequences spelled out before the second.
 * 5: refused in FIDE mode; leaving FIDE mode (itself level 4) is the way to do it.
 */
export const warningLevels = [2, 3, 4, 5] as const;
export type WarningLevel = (typeof warningLevels)[number];

/** What each level asks of the arbiter, as every client titles its dialog. */
export const WARNING_LEVEL_TITLES: Record<WarningLevel, string> = {
  2: shown('Warning (level 2): acknowledge'),
  3: shown('Warning (level 3): confirm or cancel'),
  4: shown('Warning (level 4): two steps'),
  5: shown('Refused in FIDE mode (level 5)'),
};

export const arbiterWarning = z.object({
  level: z.union(warningLevels.map((level) => z.literal(level))),
  message: z.string(),
  /** Level 4: what the action changes for good, said before the second confirmation. */
  consequences: z.array(z.string()).optional(),
});
export type ArbiterWarning = z.infer<typeof arbiterWarning>;

/** What a request carries once the arbiter has confirmed a level-3 warning (`confirmed`) or both steps of a level 4 (`confirmed-twice`). */
export const confirmations = ['confirmed', 'confirmed-twice'] as const;
export type Confirmation = (typeof confirmations)[number];
export const confirmation = z.enum(confirmations, { error: sentence('A confirmation is one of {values}', { values: confirmations.join(', ') }) });

/** The confirmation a level asks for; a level 4's two steps also cover a level 3. */
export function confirms(given: Confirmation | undefined, level: 3 | 4): boolean {
  if (given === 'confirmed-twice') return true;
  return level === 3 && given === 'confirmed';
}

/** The highest level among `warnings`, or null for none. */
export function highestLevel(warnings: readonly ArbiterWarning[]): WarningLevel | null {
  return warnings.reduce<WarningLevel | null>((top, w) => (top === null || w.level > top ? w.level : top), null);
}
