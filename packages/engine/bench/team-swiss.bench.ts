// Pairs every round of an Olympiad-size team Swiss (200 teams of four boards and a reserve, 11 rounds) generated
// from a seed, twice (match points primary with type A colours, as the Olympiad; game points primary with type B), with the FIDE Swiss Team Pairing System (C.04.6), each round from the one before as the engine's
// pairing of it was played, and prints each round's time: the goal is well under a second a round. Each round is
// checked against the absolute criteria ([C1] no rematch, [C2] no second bye, every team paired but the bye).
// Run: npm run bench -w @kingside/engine          (with the Dutch rounds)
//      npx tsx bench/team-swiss.bench.ts          (this alone, from packages/engine)

import { seededRandom } from '../src/swiss/dutch/generated-open.js';
import { pairTeamRound, teamPairingState, teamTournamentBeforeRound } from '../src/swiss/team/index.js';
import { declareAbsences, generatedTeamEvent, playTeamRound } from '../src/teams/generated-team-event.js';
import { STANDARD_TEAM_SCORING, type TeamScoring } from '../src/teams/model.js';
import { isLegalPairing } from '../src/swiss/team/test-support/conformance.js';

const SEED = 2026;
const TEAMS = 200;
const ROUNDS = 11;
const GOAL_SECONDS = 1;

const events: [string, TeamScoring][] = [
  [`${TEAMS}-mp-typeA`, STANDARD_TEAM_SCORING],
  [`${TEAMS}-gp-typeB`, { ...STANDARD_TEAM_SCORING, primary: 'game', colourPreferenceType: 'B' }],
];
let slowest = 0;
let failures = 0;
for (const [name, scoring] of events) {
  const t = generatedTeamEvent({ teams: TEAMS, rounds: ROUNDS, boards: 4, reserves: 1, seed: SEED, scoring });
  const random = seededRandom(SEED);
  for (let round = 1; round <= ROUNDS; round++) {
    // An odd field in some rounds: a team or two sits a round out.
    declareAbsences(t, round, random, 0.01);
    const state = teamPairingState(teamTournamentBeforeRound(t, round), round);
    const start = performance.now();
    const pairing = pairTeamRound(state);
    const seconds = (performance.now() - start) / 1000;
    slowest = Math.max(slowest, seconds);
    const legal = isLegalPairing(state, pairing);
    if (!legal) failures++;
    const bye = pairing.pairingAllocatedBye === null ? 'no bye' : `bye ${pairing.pairingAllocatedBye}`;
    console.log(
      `team-swiss-${name}-round${round}: ${seconds.toFixed(3)} s, ${state.toPair.length} teams, ${pairing.matches.length} matches, ${bye}; ${legal ? 'absolute criteria kept' : 'an absolute criterion broken ([C1], [C2], a forbidden pair) or a team not seated once'}`,
    );
    playTeamRound(t, round, pairing, random, { rests: 0.1, emptyBoards: 0.01, boardForfeits: 0.01, teamForfeits: 0.005 });
  }
}
console.log(`team-swiss-${TEAMS}: slowest round ${slowest.toFixed(3)} s (goal: under ${GOAL_SECONDS} s)`);
if (failures > 0 || slowest >= GOAL_SECONDS) process.exitCode = 1;
