import { isDeepStrictEqual as same } from 'node:util';
import type { ForbiddenPairsInRounds, Player, Tournament as EngineTournament } from '@kingside/engine';
import type { TournamentData } from '../core/engine-model.js';
import { rereadImport, type ImportPlan } from '../core/import-trf-plan.js';

// An imported tournament written over the file it came from. FIDE's rating officers compare the report with what
// the arbiter's program wrote, so whatever Kingside did not change since the import comes back as the file said
// it, and only what changed is written from the database. "Did not change" is decided against what the import
// made of the file (the import's reading, run again): a field still holding what the import stored takes the file's own
// value (a FIDE id `0`, a federation `Lichess`, an empty 112 line); a field an organiser edited is the database's.

type Board = ImportPlan['rounds'][number]['rows'][number];

const boardKey = (b: Board) => `${b.white} ${b.black ?? '-'} ${b.kind} ${b.result ?? '?'}`;

/** How many rounds, from the first, still hold exactly the boards the file gave them. */
function roundsAsImported(data: TournamentData, plan: ImportPlan): number {
  const pairingNumber = new Map(data.entries.map((e) => [e.id, e.pairingNumber]));
  let unchanged = 0;
  for (const [index, planned] of plan.rounds.entries()) {
    const round = data.rounds.find((r) => r.number === index + 1);
    if (!round) break;
    const stored = data.games
      .filter((g) => g.roundId === round.id)
      .map((g) => ({
        white: pairingNumber.get(g.whiteId) as number,
        black: g.blackId === null ? null : (pairingNumber.get(g.blackId) as number),
        kind: g.kind,
        result: g.result,
      }));
    if (!same(stored.map(boardKey).sort(), planned.rows.map(boardKey).sort())) break;
    unchanged += 1;
  }
  return unchanged;
}

/** Each player's database row, what the import stored of them and what the file said, by pairing number. */
interface PlayerSources {
  entries: Map<number, TournamentData['entries'][number]>;
  planned: Map<number, ImportPlan['players'][number]>;
  read: Map<number, Player>;
}

function playerOverFile(p: Player, sources: PlayerSources, rounds: number): Player {
  const entry = sources.entries.get(p.startNumber);
  const planned = sources.planned.get(p.startNumber);
  const read = sources.read.get(p.startNumber);
  if (!entry || !planned || !read) return p;
  const kept = <K extends keyof typeof planned & keyof typeof entry>(column: K) => same(entry[column], planned[column]);
  // The file's record of the rounds as imported (a player with no block in a round keeps none), then the database's.
  const asRead = read.rounds.slice(0, rounds);
  return {
    ...p,
    name: kept('name') ? read.name : p.name,
    sex: kept('sex') ? read.sex : p.sex,
    title: kept('title') ? read.title : p.title,
    rating: kept('rating') ? read.rating : p.rating,
    federation: kept('federation') ? read.federation : p.federation,
    fideId: kept('fideId') ? read.fideId : p.fideId,
    birthDate: kept('birthDate') ? read.birthDate : p.birthDate,
    rounds: p.rounds.length <= rounds ? asRead : [...asRead, ...p.rounds.slice(asRead.length)],
  };
}

/** The file's prohibited pairings, then those of the model the file does not have already. */
function prohibitionsOverFile(model: EngineTournament, read: EngineTournament): Pick<EngineTournament, 'forbiddenPairs' | 'forbiddenPairsInRounds'> {
  const pairKey = ([a, b]: readonly [number, number]) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const inFile = new Set(read.forbiddenPairs.map(pairKey));
  const groupKey = (f: ForbiddenPairsInRounds) => `${f.firstRound}-${f.lastRound}: ${[...f.players].sort((a, b) => a - b).join(' ')}`;
  const fileRounds = read.forbiddenPairsInRounds ?? [];
  const fileGroups = new Set(fileRounds.map(groupKey));
  const added = (model.forbiddenPairsInRounds ?? []).filter((f) => !fileGroups.has(groupKey(f)));
  return {
    forbiddenPairs: [...read.forbiddenPairs, ...model.forbiddenPairs.filter((pair) => !inFile.has(pairKey(pair)))],
    forbiddenPairsInRounds: added.length > 0 ? [...fileRounds, ...added] : read.forbiddenPairsInRounds,
  };
}

/**
 * The file's round dates (132) for the rounds it had, as it wrote them, then Kingside's for the rounds played since;
 * none added when the file had none and nothing was played since.
 */
function roundDatesOverFile(model: EngineTournament, read: EngineTournament): string[] | undefined {
  const inFile = Math.max(0, ...read.players.map((p) => p.rounds.length));
  const since = (model.roundDates ?? []).slice(inFile);
  if (since.every((d) => d === '')) return read.roundDates;
  const fileDates = Array.from({ length: inFile }, (_, i) => read.roundDates?.[i] ?? '');
  return [...fileDates, ...since];
}

/** `model` (the tournament as the database holds it) to be written over `file`, the TRF text it was imported from. */
export function overImportedFile(model: EngineTournament, data: TournamentData, file: string): EngineTournament {
  const reread = rereadImport(file);
  // A file the import would now refuse (its rules grew stricter) is not written over: the tournament is written fresh.
  if (!reread) return model;
  const { file: read, plan } = reread;
  const sources: PlayerSources = {
    entries: new Map(data.entries.map((e) => [e.pairingNumber, e])),
    planned: new Map(plan.players.map((x) => [x.pairingNumber, x])),
    read: new Map(read.players.map((x) => [x.startNumber, x])),
  };
  const row = data.tournament;
  const t = plan.tournament;
  const kept = <K extends keyof typeof t & keyof typeof row>(column: K) => same(row[column], t[column]);
  const rounds = roundsAsImported(data, plan);
  const lineOf = new Map(read.players.map((p, line) => [p.startNumber, line]));
  const orderInFile = (p: Player) => lineOf.get(p.startNumber) ?? read.players.length + p.startNumber;
  return {
    ...model,
    name: kept('name') ? read.name : model.name,
    city: kept('city') ? read.city : model.city,
    federation: kept('federation') ? read.federation : model.federation,
    timeControl: kept('timeControl') ? read.timeControl : model.timeControl,
    // The file's arbiters as it wrote them, until the organiser changed them or gave their FIDE ids.
    chiefArbiter: kept('chiefArbiter') && row.chiefArbiterFideId === null ? read.chiefArbiter : model.chiefArbiter,
    deputyArbiters: kept('deputyArbiters') && row.deputyArbiterFideIds.every((id) => id === null) ? read.deputyArbiters : model.deputyArbiters,
    roundDates: roundDatesOverFile(model, read),
    totalRounds: kept('totalRounds') ? read.totalRounds : model.totalRounds,
    initialColour: kept('initialColour') ? read.initialColour : model.initialColour,
    pointSystem: kept('pointSystem') && kept('pabPoints') ? read.pointSystem : model.pointSystem,
    // What Kingside does not keep: the file's, unless Kingside has its own.
    startDate: model.startDate || read.startDate,
    endDate: model.endDate || read.endDate,
    tournamentType: read.tournamentType,
    encodedTournamentType: read.encodedTournamentType,
    rankOrder: read.rankOrder,
    // The file's prohibited pairings stand as it wrote them; those the arbiter entered in Kingside come after them,
    // less any the file already has (entered again so that the pairing reads them), which would be written twice.
    ...prohibitionsOverFile(model, read),
    accelerations: model.accelerations.length > 0 ? model.accelerations : read.accelerations,
    keptLines: read.keptLines,
    sourceLines: read.sourceLines,
    // In the file's order (some programs list players by rank), then those entered since.
    players: model.players.map((p) => playerOverFile(p, sources, rounds)).sort((a, b) => orderInFile(a) - orderInFile(b)),
  };
}
