// Makes the team Swiss conformance set: random team events from a fixed seed, each round paired by the reference
// program (bbpPairings with --team, https://github.com/Sharly-Chess/bbpPairings) and played with random results.
// Writes event-NN.trf (the whole event, every round, as TRF-2026 with its team records) and event-NN.pairings (each
// round's answer of the reference program, as its -p output gave it). See README.md.
// Run: npx tsx packages/engine/conformance/team-swiss/generate.ts /path/to/bbpPairings.exe

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../../src/swiss/dutch/generated-open.js';
import { teamTournamentBeforeRound } from '../../src/swiss/team/from-tournament.js';
import { readPairingOutput } from '../../src/swiss/team/test-support/conformance.js';
import { declareAbsences, generatedTeamEvent, playTeamRound, type TeamRoundPlay } from '../../src/teams/generated-team-event.js';
import type { ForbiddenTeamPairs, TeamAcceleration, TeamColourPreferenceType, TeamScoring, TeamTournament } from '../../src/teams/model.js';
import { writeTeamTournament } from '../../src/trf/team-write.js';

const SEED = 20260201;
const EVENTS = 50;
/** Events after this one also have teams that may not meet (260) and, some of them, accelerated rounds (250). */
const PLAIN_EVENTS = 40;

const here = dirname(fileURLToPath(import.meta.url));

/** The shape of event `k`, drawn from the seed: 7 to 60 teams, 5 to 11 rounds, 2 to 6 boards, every scoring variant. */
function eventPlan(k: number) {
  // Neighbouring xorshift seeds start alike: spread them, and let the generator run in before the first draw.
  const random = seededRandom(Math.imul(SEED + k, 0x9e3779b1));
  for (let i = 0; i < 20; i++) random();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const teams = 7 + Math.floor(random() * 54);
  const rounds = Math.min(5 + Math.floor(random() * 7), teams - 2);
  const boards = pick([2, 3, 4, 4, 4, 5, 6]);
  const reserves = pick([0, 0, 1, 1, 2]);
  const colourPreferenceType = pick<TeamColourPreferenceType>(['A', 'A', 'B', 'B', 'none']);
  const primary = random() < 0.7 ? 'match' : 'game';
  const matchPoints = random() < 0.8 ? { win: 2, draw: 1, loss: 0 } : { win: 3, draw: 1, loss: 0 };
  const scoring: TeamScoring = {
    primary,
    secondaryForColours: random() < 0.8,
    colourPreferenceType,
    matchPoints,
    // C.04.6 art. 1.4's draw, stated in a 320 record (the reference program counts a roster's reserves otherwise).
    pairingAllocatedBye: { matchPoints: matchPoints.draw, gamePoints: boards / 2 },
  };
  const play: TeamRoundPlay = {
    rests: random() * 0.25,
    emptyBoards: random() < 0.5 ? 0.02 : 0,
    boardForfeits: random() < 0.5 ? 0.03 : 0,
    // The reference program scores a match forfeited as a whole on every roster player: only without reserves.
    teamForfeits: reserves === 0 && random() < 0.5 ? 0.02 : 0,
    boardOneAlwaysPlayed: true,
  };
  const absences = random() < 0.6 ? 0.03 : 0;
  const initialColour = random() < 0.5 ? ('w' as const) : ('b' as const);
  const forbiddenTeamPairs: ForbiddenTeamPairs[] = [];
  const teamAccelerations: TeamAcceleration[] = [];
  if (k > PLAIN_EVENTS) {
    // Teams of one club or federation kept apart for the whole event, as regulations often ask.
    for (let g = 1 + Math.floor(random() * 3); g > 0; g--) {
      const size = 2 + Math.floor(random() * 2);
      const group = new Set<number>();
      while (group.size < size) group.add(1 + Math.floor(random() * teams));
      forbiddenTeamPairs.push({ firstRound: 1, lastRound: rounds, teams: [...group].sort((a, b) => a - b) });
    }
    // Baku-style acceleration: the upper half of the field a drawn match ahead in the first two rounds. Only with
    // match points primary: with game points the reference program stops ("accelerated scores above 199.8").
    if (random() < 0.5 && primary === 'match') {
      teamAccelerations.push({ matchPoints: matchPoints.draw, gamePoints: boards / 2, firstRound: 1, lastRound: 2, firstTeam: 1, lastTeam: Math.ceil(teams / 2) });
    }
  }
  return {
    shape: { teams, rounds, boards, reserves, seed: SEED * 100 + k, scoring, initialColour },
    forbiddenTeamPairs,
    teamAccelerations,
    play,
    absences,
    random,
  };
}

/** Pairs `input` with the reference program: its -p output, or null when it finds no valid pairing (exit status 1). */
function pairWithReference(engine: string, dir: string, input: string): string | null {
  const inFile = join(dir, 'in.trf');
  const outFile = join(dir, 'out.txt');
  writeFileSync(inFile, input);
  try {
    execFileSync(engine, ['--team', inFile, '-p', outFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (e) {
    if ((e as { status?: number }).status === 1) return null;
    throw e;
  }
  return readFileSync(outFile, 'utf8');
}

function makeEvent(engine: string, dir: string, k: number): { event: TeamTournament; pairings: string } {
  const { shape, forbiddenTeamPairs, teamAccelerations, play, absences, random } = eventPlan(k);
  const event = { ...generatedTeamEvent(shape), forbiddenTeamPairs, teamAccelerations };
  const inputs: string[] = [];
  let pairings = '';
  for (let round = 1; round <= shape.rounds; round++) {
    declareAbsences(event, round, random, absences);
    const input = writeTeamTournament(teamTournamentBeforeRound(event, round));
    inputs.push(input);
    const output = pairWithReference(engine, dir, input);
    pairings += `round ${round}\n${output ?? 'none\n'}`;
    if (output === null) break;
    playTeamRound(event, round, readPairingOutput(output), random, play);
  }
  // What is stored is the whole event: each round's input must come back from it exactly as it was paired.
  inputs.forEach((input, i) => {
    if (writeTeamTournament(teamTournamentBeforeRound(event, i + 1)) !== input) throw new Error(`event ${k}: round ${i + 1}'s input is not the stored event's`);
  });
  return { event, pairings };
}

function main(): void {
  const engine = process.argv[2];
  if (!engine) throw new Error('usage: generate.ts /path/to/bbpPairings.exe');
  const dir = mkdtempSync(join(tmpdir(), 'team-swiss-'));
  try {
    for (let k = 1; k <= EVENTS; k++) {
      const { event, pairings } = makeEvent(engine, dir, k);
      const name = `event-${String(k).padStart(2, '0')}`;
      writeFileSync(join(here, `${name}.trf`), writeTeamTournament(event));
      writeFileSync(join(here, `${name}.pairings`), pairings);
      console.log(`${name}: ${event.teams.length} teams, ${event.boards} boards, ${pairings.split('round ').length - 1} rounds paired`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
