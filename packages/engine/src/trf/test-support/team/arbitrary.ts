// Random team tournaments for property tests: consistent with the board games as the reader checks them (each
// match's boards face one team, forfeited matches and team byes leave no games), in every form the records allow.
import fc from 'fast-check';
import { blankTournament, type Colour, type Player, type ResultCode, type RoundEntry } from '../../../model.js';
import { boardColour } from '../../../teams/board-colours.js';
import { STANDARD_TEAM_SCORING, type TeamTournament } from '../../../teams/model.js';
import { sameTeamType, teamTypeCode } from '../../team-type.js';

const MIRROR: Record<string, ResultCode> = { '1': '0', '0': '1', '=': '=', W: 'L', L: 'W', D: 'D', '+': '-', '-': '+', ' ': ' ' };
const RESULTS: ResultCode[] = ['1', '0', '=', '1', '0', '=', 'W', 'D', '+', '-'];

export const arbitraryTeamTournament: fc.Arbitrary<TeamTournament> = fc
  .record({
    teams: fc.integer({ min: 1, max: 7 }),
    boards: fc.integer({ min: 1, max: 4 }),
    rounds: fc.integer({ min: 0, max: 4 }),
    seed: fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
    names: fc.array(fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{0,30}[A-Za-z]$/), { minLength: 7, maxLength: 7 }),
    shortNames: fc.array(fc.stringMatching(/^[A-Z]{0,5}$/), { minLength: 7, maxLength: 7 }),
    primary: fc.constantFrom('match' as const, 'game' as const),
    secondaryForColours: fc.boolean(),
    colourPreferenceType: fc.constantFrom('A' as const, 'B' as const, 'none' as const),
    matchPoints: fc.constantFrom({ win: 2, draw: 1, loss: 0 }, { win: 3, draw: 1, loss: 0 }),
    pab: fc.option(fc.record({ matchPoints: fc.constantFrom(0, 1, 2), gamePoints: fc.constantFrom(0, 0.5, 1.5, 2) }), { nil: undefined }),
    sequence: fc.option(fc.array(fc.constantFrom<Colour>('w', 'b'), { minLength: 1, maxLength: 4 }), { nil: undefined }),
    code: fc.boolean(),
  })
  .map((g) => {
    let k = 0;
    const next = (n: number) => g.seed[k++ % g.seed.length] % n;
    // A 352 starts with white (the team with white has it on board 1); alternating colours are left unsaid.
    const stated = g.sequence && ['w' as Colour, ...g.sequence.slice(1)];
    const sequence = stated?.some((c, i) => c !== (i % 2 === 0 ? 'w' : 'b')) ? stated : undefined;
    const boards = sequence?.length ?? g.boards;
    const players: Player[] = [];
    const teams = Array.from({ length: g.teams }, (_, i) => {
      const roster = Array.from({ length: boards + next(3) - 1 > 0 ? boards + next(3) - 1 : 1 }, () => {
        const startNumber = players.length + 1;
        players.push({
          startNumber,
          name: `Player ${startNumber}`,
          sex: '',
          title: '',
          rating: next(3) === 0 ? 0 : 1400 + next(1200),
          federation: '',
          fideId: '',
          birthDate: '',
          points: next(5) / 2,
          rank: 0,
          rounds: [],
        });
        return startNumber;
      });
      return { pairingNumber: i + 1, name: g.names[i], shortName: g.shortNames[i], roster };
    });
    const entry = (n: number, r: number, e: RoundEntry) => {
      const p = players[n - 1];
      while (p.rounds.length < r) p.rounds.push({ opponent: null, colour: null, result: ' ' });
      p.rounds[r - 1] = e;
    };
    const t: TeamTournament = {
      tournament: { ...blankTournament(), name: 'Random league', players, totalRounds: g.rounds },
      teams,
      boards,
      scoring: { primary: g.primary, secondaryForColours: g.secondaryForColours, colourPreferenceType: g.colourPreferenceType, matchPoints: g.matchPoints },
      teamForfeits: [],
      teamByes: [],
      teamAccelerations: [],
      forbiddenTeamPairs: [],
    };
    if (g.pab) t.scoring.pairingAllocatedBye = g.pab;
    if (sequence) t.boardColourSequence = sequence;
    // Without a 192 the C.04.6 defaults stand; other scorings need one.
    if (g.code || !sameTeamType(t.scoring, STANDARD_TEAM_SCORING)) t.tournament.encodedTournamentType = teamTypeCode(t.scoring);
    for (let r = 1; r <= g.rounds; r++) {
      const order = teams.map((x) => x.pairingNumber).sort(() => next(3) - 1);
      const free: number[] = [];
      for (const n of order) {
        const roll = next(10);
        if (roll === 0) t.teamByes.push({ round: r, team: n, kind: (['F', 'H', 'Z'] as const)[next(3)] });
        else if (roll !== 1) free.push(n);
      }
      if (free.length % 2 === 1) {
        const n = free.pop()!;
        for (const s of teams[n - 1].roster.slice(0, boards)) entry(s, r, { opponent: null, colour: null, result: 'U' });
      }
      for (let i = 0; i + 1 < free.length; i += 2) {
        const [a, b] = [teams[free[i] - 1], teams[free[i + 1] - 1]];
        if (next(8) === 0) {
          t.teamForfeits.push({ round: r, white: a.pairingNumber, black: b.pairingNumber, winner: (['white', 'black', 'none'] as const)[next(3)] });
          continue;
        }
        // A lineup takes roster players in order, a reserve moving up for a player who rests; a team may leave boards empty.
        const lineup = (roster: number[]) => roster.filter(() => next(4) !== 0).slice(0, boards - (next(5) === 0 ? 1 : 0));
        const [la, lb] = [lineup(a.roster), lineup(b.roster)];
        for (let board = 1; board <= Math.max(la.length, lb.length); board++) {
          const [pa, pb] = [la[board - 1], lb[board - 1]];
          if (pa !== undefined && pb !== undefined) {
            const colour = boardColour(board, 'w', sequence);
            const result = r === g.rounds && next(6) === 0 ? ' ' : RESULTS[next(RESULTS.length)];
            const written = result === '+' || result === '-' ? (next(2) === 0 ? null : colour) : colour;
            entry(pa, r, { opponent: pb, colour: written, result });
            entry(pb, r, { opponent: pa, colour: written === null ? null : written === 'w' ? 'b' : 'w', result: MIRROR[result] });
          } else {
            entry(pa ?? pb, r, { opponent: null, colour: null, result: '+' });
          }
        }
      }
    }
    if (g.teams >= 2 && next(2) === 0)
      t.teamAccelerations.push({ matchPoints: 1, gamePoints: next(3) / 2, firstRound: 1, lastRound: 1 + next(3), firstTeam: 1, lastTeam: 2 });
    if (g.teams >= 3 && next(2) === 0) t.forbiddenTeamPairs.push({ firstRound: 1, lastRound: 999, teams: [1, 3] });
    return t;
  });
