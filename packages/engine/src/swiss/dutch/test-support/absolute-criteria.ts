// An oracle for tests and benchmarks, written from the rules and not from the engine's code: what a Dutch pairing
// of a round broke among the absolute criteria (C.04.3 absolute criteria C1–C3), and whether a first round is the one the
// rules prescribe. The engine's own criteria code is what is being checked, so this must not call it.

import type { Colour, Player, Tournament } from '../../../model.js';
import { scoreAfter } from '../../../trf/index.js';
import { gameWasPlayed } from '../../player-pairing-state.js';

export interface RoundPairing {
  pairs: { white: number; black: number }[];
  bye: number | null;
}

/**
 * What the pairing of `round` broke: a player paired twice or left out, a rematch (C1), a forbidden pair, a second
 * pairing-allocated bye or full-point bye (C2), a colour difference above 2 or a third colour in a row (C3, which
 * only topscorers may be given in the last round). Empty when the pairing keeps every absolute criterion.
 */
export function absoluteCriteriaBroken(t: Tournament, round: number, { pairs, bye }: RoundPairing): string[] {
  const out: string[] = [];
  const byNumber = new Map(t.players.map((p) => [p.startNumber, p]));
  const seen = new Set<number>();
  const toPair = t.players.filter((p) => p.rounds.length < round).map((p) => p.startNumber);
  const lastRound = round === t.totalRounds;
  const topscorer = (n: number) => scoreAfter((byNumber.get(n) as Player).rounds, t.pointSystem) > ((round - 1) * t.pointSystem.win) / 2;
  for (const { white, black } of pairs) {
    for (const n of [white, black]) {
      if (seen.has(n)) out.push(`${n} paired twice`);
      seen.add(n);
    }
    const w = byNumber.get(white) as Player;
    if (w.rounds.some((e) => gameWasPlayed(e) && e.opponent === black)) out.push(`rematch ${white}-${black}`);
    if (t.forbiddenPairs.some(([a, b]) => (a === white && b === black) || (a === black && b === white))) out.push(`forbidden ${white}-${black}`);
    for (const [n, c, other] of [
      [white, 'w', black],
      [black, 'b', white],
    ] as [number, Colour, number][]) {
      const colours = (byNumber.get(n) as Player).rounds.filter(gameWasPlayed).map((e) => e.colour as Colour);
      colours.push(c);
      const diff = colours.filter((x) => x === 'w').length - colours.filter((x) => x === 'b').length;
      const k = colours.length;
      const threeInRow = k >= 3 && colours[k - 1] === colours[k - 2] && colours[k - 2] === colours[k - 3];
      if ((Math.abs(diff) > 2 || threeInRow) && !(lastRound && (topscorer(n) || topscorer(other)))) out.push(`colour rule broken for ${n}`);
    }
  }
  if (bye !== null) {
    if (seen.has(bye)) out.push(`bye ${bye} also paired`);
    seen.add(bye);
    const p = byNumber.get(bye) as Player;
    if (p.rounds.some((e) => e.opponent === null && (e.result === 'U' || e.result === 'F'))) out.push(`second bye for ${bye}`);
  }
  for (const n of toPair) if (!seen.has(n)) out.push(`${n} left out`);
  if (toPair.length % 2 === 0 && bye !== null) out.push('bye with an even count');
  return out;
}

/**
 * How a first round without acceleration or forbidden pairs differs from the rules' own answer, in words; empty when
 * it is that answer. C.04.3: everyone is in one score bracket ordered by pairing number (art. 1.2; here the start numbers are the pairing numbers); the upper half S1
 * meets the lower half S2 in order (art. 3.2), and with an odd number the last player gets the pairing-allocated bye
 * (C5). Nobody has a colour preference, so the higher-ranked player of each board gets the initial colour when their
 * pairing number is odd and the other colour when it is even (the last of the colour allocation rules).
 */
export function firstRoundDeparture(t: Tournament, { pairs, bye }: RoundPairing): string[] {
  const order = [...t.players].sort((a, b) => a.startNumber - b.startNumber).map((p) => p.startNumber);
  const half = Math.floor(order.length / 2);
  const initial: Colour = t.initialColour ?? 'w';
  const expected = new Map<number, { white: number; black: number }>();
  for (let i = 0; i < half; i++) {
    const top = order[i];
    const bottom = order[half + i];
    const topColour: Colour = top % 2 === 1 ? initial : initial === 'w' ? 'b' : 'w';
    expected.set(top, topColour === 'w' ? { white: top, black: bottom } : { white: bottom, black: top });
  }
  const out: string[] = [];
  const expectedBye = order.length % 2 === 1 ? order[order.length - 1] : null;
  if (bye !== expectedBye) out.push(`bye to ${bye ?? 'nobody'}, the rules give it to ${expectedBye ?? 'nobody'}`);
  if (pairs.length !== expected.size) out.push(`${pairs.length} boards, the rules make ${expected.size}`);
  for (const board of pairs) {
    const top = Math.min(board.white, board.black);
    const want = expected.get(top);
    if (!want || want.white !== board.white || want.black !== board.black) {
      out.push(`${board.white}-${board.black}, the rules pair ${want ? `${want.white}-${want.black}` : `${top} otherwise`}`);
    }
  }
  return out;
}
