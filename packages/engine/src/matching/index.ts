// Maximum-weight matching on general graphs, exact for integer weights of any size:
// the FIDE Dutch pairing packs its criteria lexicographically into one integer of a
// few hundred bits per pair of players.
//
// - DynamicMatching (dynamic.ts): what the pairing uses. A dense graph whose edge
//   weights change between solves; each solve starts from the previous optimum, so a
//   change at a few vertices costs a few O(n²) stages instead of a solve from scratch.
// - exactMaximumWeightMatching (exact.ts): a plain BigInt solver, slower, kept as the
//   reference the fast one is tested against.
// - cheapestPerfectMatching (cheapest-perfect.ts): the cheapest perfect matching over
//   allowed pairs, on DynamicMatching; what the Dubov and Burstein systems ask.

export { cheapestPerfectMatching, lexicographic, type CheapestMatching, type CostEdge } from './cheapest-perfect.js';
export { DynamicMatching, MatchingMemoryLimitError } from './dynamic.js';
export { exactMaximumWeightMatching, type WeightedEdge } from './exact.js';
export { isZero, LIMB_BASE, LIMB_BITS } from './limbs.js';
