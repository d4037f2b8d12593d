// C.04.6 art. 4: which team of a pair has white on board 1.

import type { Colour } from '../../model.js';
import type { TeamMatch } from '../../teams/model.js';
import type { TeamPairingContext } from './context.js';
import type { TeamFacts } from './team-facts.js';

const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/** The article of C.04.6 art. 4.2 that made a team the first team of its match. */
export type FirstTeamRule = '4.2.1' | '4.2.2' | '4.2.3';

/** The rule of C.04.6 art. 4.3 that gave the first team its board-1 colour. */
export type TeamColourRule = '4.3.1' | '4.3.2' | '4.3.3' | '4.3.4' | '4.3.5' | '4.3.6' | '4.3.7' | '4.3.8' | '4.3.9';

/** Art. 4.2: the higher score, then (unless the regulations leave it out) the higher secondary score, then the smaller TPN. */
export function firstTeamBy(ctx: TeamPairingContext, a: TeamFacts, b: TeamFacts): { first: TeamFacts; second: TeamFacts; rule: FirstTeamRule } {
  const ordered = (first: TeamFacts, rule: FirstTeamRule) => ({ first, second: first === a ? b : a, rule });
  if (a.score !== b.score) return ordered(a.score > b.score ? a : b, '4.2.1');
  if (ctx.state.scoring.secondaryForColours && a.secondary !== b.secondary) return ordered(a.secondary > b.secondary ? a : b, '4.2.2');
  return ordered(a.pairingNumber < b.pairingNumber ? a : b, '4.2.3');
}

export function firstTeam(ctx: TeamPairingContext, a: TeamFacts, b: TeamFacts): [TeamFacts, TeamFacts] {
  const { first, second } = firstTeamBy(ctx, a, b);
  return [first, second];
}

/** Art. 4.3.6: the last round in which one had white and the other black, both playing. */
function lastContrast(first: TeamFacts, second: TeamFacts): Colour | null {
  for (let i = Math.min(first.roundColours.length, second.roundColours.length) - 1; i >= 0; i--) {
    const f = first.roundColours[i];
    const s = second.roundColours[i];
    if (f !== null && s !== null && f !== s) return f;
  }
  return null;
}

/** The first team's colour, and the first rule of art. 4.3 that decides it. */
export function firstTeamColour(ctx: TeamPairingContext, first: TeamFacts, second: TeamFacts): [Colour, TeamColourRule] {
  // 4.3.1: neither has played: the initial colour for a first team of odd TPN.
  if (first.colours.length === 0 && second.colours.length === 0) {
    return [first.pairingNumber % 2 === 1 ? ctx.state.initialColour : other(ctx.state.initialColour), '4.3.1'];
  }
  const pf = first.preference;
  const ps = second.preference;
  // 4.3.2: only one preference; 4.3.3: opposite preferences: grant it, or both.
  if (pf.colour !== null && ps.colour === null) return [pf.colour, '4.3.2'];
  if (pf.colour === null && ps.colour !== null) return [other(ps.colour), '4.3.2'];
  if (pf.colour !== null && ps.colour !== null && pf.colour !== ps.colour) return [pf.colour, '4.3.3'];
  // 4.3.4: type B, only one strong preference.
  if (ctx.typeB && pf.strong !== ps.strong) return [pf.strong ? pf.colour! : other(ps.colour!), '4.3.4'];
  // 4.3.5: white to the lower colour difference.
  if (first.colourDifference !== second.colourDifference) return [first.colourDifference < second.colourDifference ? 'w' : 'b', '4.3.5'];
  // 4.3.6: alternate from the last time they had different colours.
  const contrast = lastContrast(first, second);
  if (contrast !== null) return [other(contrast), '4.3.6'];
  // 4.3.7: the first team's preference.
  if (pf.colour !== null) return [pf.colour, '4.3.7'];
  // 4.3.8 and 4.3.9: alternate the first team's last colour, else the other team's.
  if (first.colours.length > 0) return [other(first.colours[first.colours.length - 1]), '4.3.8'];
  return [second.colours[second.colours.length - 1], '4.3.9'];
}

export function allocateColours(ctx: TeamPairingContext, a: TeamFacts, b: TeamFacts): TeamMatch {
  const [first, second] = firstTeam(ctx, a, b);
  return firstTeamColour(ctx, first, second)[0] === 'w'
    ? { white: first.pairingNumber, black: second.pairingNumber }
    : { white: second.pairingNumber, black: first.pairingNumber };
}
