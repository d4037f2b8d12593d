// C.04.6 art. 1.6 and 1.7: a team's colour difference and colour preference.

import type { Colour } from '../../model.js';
import type { TeamColourPreferenceType, TeamRound } from '../../teams/model.js';

export interface TeamColourPreference {
  colour: Colour | null;
  /** Type B's strong preference; a type A preference counts as strong (it is the only kind there is). */
  strong: boolean;
}

const NONE: TeamColourPreference = { colour: null, strong: false };

/** Art. 1.6.1: a team had a colour only in a match actually played, the colour of its board-1 player. */
export function playedColours(rounds: readonly TeamRound[]): Colour[] {
  const colours: Colour[] = [];
  for (const r of rounds) if (r.kind === 'played' && r.colour !== null) colours.push(r.colour);
  return colours;
}

/** Art. 1.6.2: matches with white minus matches with black. */
export function colourDifference(colours: readonly Colour[]): number {
  let cd = 0;
  for (const c of colours) cd += c === 'w' ? 1 : -1;
  return cd;
}

function lastTwoAre(colours: readonly Colour[], c: Colour): boolean {
  const n = colours.length;
  return n >= 2 && colours[n - 1] === c && colours[n - 2] === c;
}

/** Type A's preference, which is also type B's strong one (art. 1.7.1, 1.7.2 a). */
function strongColour(colours: readonly Colour[]): Colour | null {
  const cd = colourDifference(colours);
  if (cd < -1 || ((cd === 0 || cd === -1) && lastTwoAre(colours, 'b'))) return 'w';
  if (cd > 1 || ((cd === 0 || cd === 1) && lastTwoAre(colours, 'w'))) return 'b';
  return null;
}

/** Art. 1.7: the team's preference from its played matches, `lastRound` when the round being paired is the event's last. */
export function colourPreference(rounds: readonly TeamRound[], type: TeamColourPreferenceType, lastRound: boolean): TeamColourPreference {
  if (type === 'none') return NONE;
  const colours = playedColours(rounds);
  const strong = strongColour(colours);
  if (strong !== null) return { colour: strong, strong: true };
  if (type === 'A' || colours.length === 0) return NONE;
  // Art. 1.7.2 b: type B's mild preference; with an even colour difference it lapses in the last round.
  const cd = colourDifference(colours);
  const last = colours[colours.length - 1];
  if (cd === -1 || (cd === 0 && !lastRound && last === 'b')) return { colour: 'w', strong: false };
  if (cd === 1 || (cd === 0 && !lastRound && last === 'w')) return { colour: 'b', strong: false };
  return NONE;
}
