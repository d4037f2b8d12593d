// C.04.4.1 art. 3.2.3-3.2.6 with the orders of art. 4.3 and 4.4: how the
// players of one bracket are paired once its upfloaters are known. The
// bracket is split into G1 and G2, players are shifted between them until
// they can be paired G1 against G2, and each player of S1 (G1 by ARO) takes
// the first player of G2 that still lets the rest pair.

import { cheapestPerfectMatching, type CostEdge } from '../../matching/index.js';
import { mayMeet } from '../pairing-allocated-bye.js';
import { type DubovPlayer, type DubovRound } from './state.js';

const byTpn = (a: DubovPlayer, b: DubovPlayer) => a.tpn - b.tpn;

/** C.04.4.1 art. 3.2.5 and 4.3.2: ascending ARO, then ascending pairing number. */
export const byAro = (a: DubovPlayer, b: DubovPlayer) => a.aro - b.aro || a.tpn - b.tpn;

/**
 * C.04.4.1 art. 4.3.3: sequence numbers from the middle of the sorted list
 * outwards; of two players in the middle, the one higher in the list first.
 */
export function middleOutwards<T>(sorted: readonly T[]): T[] {
  const rest = [...sorted];
  const out: T[] = [];
  while (rest.length > 0) out.push(rest.splice(Math.floor((rest.length - 1) / 2), 1)[0]);
  return out;
}

/** C.04.4.1 art. 4.3.2-4.3.3: the order in which players of a subgroup are tried as shifters. */
function shifterOrder(group: readonly DubovPlayer[], isG1: boolean): DubovPlayer[] {
  return middleOutwards([...group].sort(isG1 ? byAro : byTpn));
}

/** C.04.4.1 art. 3.2.3: G1 the white seekers, or the first half by pairing number when nobody has played yet. */
export function initialSubgroups(bracket: readonly DubovPlayer[]): { g1: DubovPlayer[]; g2: DubovPlayer[] } {
  if (bracket.every((p) => p.playedGames === 0)) {
    const sorted = [...bracket].sort(byTpn);
    return { g1: sorted.slice(0, sorted.length / 2), g2: sorted.slice(sorted.length / 2) };
  }
  return { g1: bracket.filter((p) => p.preference === 'w'), g2: bracket.filter((p) => p.preference !== 'w') };
}

type Allowed = (a: DubovPlayer, b: DubovPlayer) => boolean;

function matchingOf(round: DubovRound, players: readonly DubovPlayer[], allowed: Allowed, cost: (a: DubovPlayer, b: DubovPlayer) => bigint) {
  const edges: CostEdge[] = [];
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) {
      const a = players[i];
      const b = players[j];
      if (mayMeet(round, a, b) && allowed(a, b)) edges.push({ u: i, v: j, cost: cost(a, b) });
    }
  }
  return cheapestPerfectMatching(players.length, edges);
}

/**
 * Art. 3.2.4.1: the players of the smaller subgroup (G1 when equal) that must
 * unavoidably meet each other; as many of them as there are such pairs move
 * to the other subgroup, the first set in the order of art. 4.3 with which
 * the bracket still pairs with no more such pairs.
 */
function shiftUnavoidable(round: DubovRound, bracket: readonly DubovPlayer[], small: DubovPlayer[], smallIsG1: boolean): DubovPlayer[] {
  const inSmall = new Set(small);
  const internal = (a: DubovPlayer, b: DubovPlayer) => (inSmall.has(a) && inSmall.has(b) ? 1n : 0n);
  const least = matchingOf(round, bracket, () => true, internal);
  if (least === null) throw new Error('bracket without a legal pairing');
  const shifted = new Set<DubovPlayer>();
  const kept = new Set<DubovPlayer>();
  for (const p of shifterOrder(small, smallIsG1)) {
    if (BigInt(shifted.size) === least.cost) break;
    shifted.add(p);
    // A shifter meets a player of its old subgroup who stays; two players who both stay cannot meet inside it.
    const allowed: Allowed = (a, b) => {
      const both = inSmall.has(a) && inSmall.has(b);
      if (!both) return !shifted.has(a) && !shifted.has(b);
      return !(shifted.has(a) && shifted.has(b)) && !(kept.has(a) && kept.has(b));
    };
    const trial = matchingOf(round, bracket, allowed, internal);
    if (trial === null || trial.cost !== least.cost) {
      shifted.delete(p);
      kept.add(p);
    }
  }
  return small.filter((p) => shifted.has(p));
}

/**
 * Art. 3.2.4.2: the subgroups made equal by moving the first set of players
 * of the larger one (order of art. 4.3) with which G1 still pairs against
 * G2. Players already shifted by art. 3.2.4.1 are not moved back.
 */
function equalise(
  round: DubovRound,
  bracket: readonly DubovPlayer[],
  small: DubovPlayer[],
  large: DubovPlayer[],
  largeIsG1: boolean,
  fixed: ReadonlySet<DubovPlayer>,
): DubovPlayer[] {
  const count = (large.length - small.length) / 2;
  const inSmall = new Set(small);
  const moved = new Set<DubovPlayer>();
  const staying = new Set<DubovPlayer>(fixed);
  for (const p of shifterOrder(
    large.filter((q) => !fixed.has(q)),
    largeIsG1,
  )) {
    if (moved.size === count) break;
    moved.add(p);
    const allowed: Allowed = (a, b) => {
      if (inSmall.has(a) && inSmall.has(b)) return false;
      if (inSmall.has(a) || inSmall.has(b)) return !moved.has(inSmall.has(a) ? b : a);
      return !(moved.has(a) && moved.has(b)) && !(staying.has(a) && staying.has(b));
    };
    if (matchingOf(round, bracket, allowed, () => 0n) === null) {
      moved.delete(p);
      staying.add(p);
    }
  }
  return large.filter((p) => moved.has(p));
}

/**
 * A perfect matching of S1 against G2 kept while T2 is chosen (Kuhn's augmenting paths): fixing a pair costs one
 * augmenting search, not a new matching.
 */
class Across {
  private readonly partner = new Map<DubovPlayer, DubovPlayer>();
  private readonly owner = new Map<DubovPlayer, DubovPlayer>();
  private readonly right: Set<DubovPlayer>;

  constructor(
    private readonly round: DubovRound,
    left: readonly DubovPlayer[],
    right: readonly DubovPlayer[],
  ) {
    this.right = new Set(right);
    for (const a of left) if (!this.augment(a, new Set())) throw new Error('G1 and G2 do not pair against each other');
  }

  private link(a: DubovPlayer, b: DubovPlayer): void {
    this.partner.set(a, b);
    this.owner.set(b, a);
  }

  private augment(a: DubovPlayer, seen: Set<DubovPlayer>): boolean {
    for (const b of this.right) {
      if (seen.has(b) || !mayMeet(this.round, a, b)) continue;
      seen.add(b);
      const holder = this.owner.get(b);
      if (holder === undefined || this.augment(holder, seen)) {
        this.link(a, b);
        return true;
      }
    }
    return false;
  }

  /** Pairs a with b for good if the others still pair against each other; otherwise changes nothing. */
  fix(a: DubovPlayer, b: DubovPlayer): boolean {
    if (!mayMeet(this.round, a, b)) return false;
    const mine = this.partner.get(a) as DubovPlayer;
    if (mine !== b) {
      const theirs = this.owner.get(b) as DubovPlayer;
      // a takes b: b's holder must find another partner among the rest, a's old partner being free again.
      this.partner.delete(a);
      this.owner.delete(mine);
      this.partner.delete(theirs);
      this.owner.delete(b);
      this.right.delete(b);
      if (!this.augment(theirs, new Set())) {
        this.right.add(b);
        this.link(a, mine);
        this.link(theirs, b);
        return false;
      }
    } else {
      this.partner.delete(a);
      this.owner.delete(b);
    }
    this.right.delete(b);
    return true;
  }
}

export interface BracketPairing {
  pairs: [DubovPlayer, DubovPlayer][];
  g1: DubovPlayer[];
  g2: DubovPlayer[];
  shifted: DubovPlayer[];
}

/** The pairs of a bracket (art. 3.2.3-3.2.6); the bracket must have a legal pairing. */
export function pairBracket(round: DubovRound, bracket: readonly DubovPlayer[]): BracketPairing {
  let { g1, g2 } = initialSubgroups(bracket);
  const smallIsG1 = g1.length <= g2.length;
  const first = shiftUnavoidable(round, bracket, smallIsG1 ? g1 : g2, smallIsG1);
  const out = new Set(first);
  if (smallIsG1) {
    g1 = g1.filter((p) => !out.has(p));
    g2 = [...g2, ...first];
  } else {
    g2 = g2.filter((p) => !out.has(p));
    g1 = [...g1, ...first];
  }
  let second: DubovPlayer[] = [];
  if (g1.length !== g2.length) {
    const largeIsG1 = g1.length > g2.length;
    second = equalise(round, bracket, largeIsG1 ? g2 : g1, largeIsG1 ? g1 : g2, largeIsG1, out);
    const moved = new Set(second);
    if (largeIsG1) {
      g1 = g1.filter((p) => !moved.has(p));
      g2 = [...g2, ...second];
    } else {
      g2 = g2.filter((p) => !moved.has(p));
      g1 = [...g1, ...second];
    }
  }
  // Art. 3.2.5: S1 is G1 by ascending ARO; art. 3.2.6 with 4.4.2: T2 is the first transposition of G2 (players by
  // pairing number, transpositions in lexicographic order) that pairs S1 legally, found one place at a time.
  const s1 = [...g1].sort(byAro);
  const free = [...g2].sort(byTpn);
  const across = new Across(round, s1, free);
  const pairs: [DubovPlayer, DubovPlayer][] = [];
  for (const a of s1) {
    const b = free.find((c) => across.fix(a, c)) as DubovPlayer;
    free.splice(free.indexOf(b), 1);
    pairs.push([a, b]);
  }
  return { pairs, g1, g2, shifted: [...first, ...second] };
}
