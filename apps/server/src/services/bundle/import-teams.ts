import { eq } from 'drizzle-orm';
import { BUNDLE_JSON_ENTRY, BUNDLE_TRF_ENTRY, isTeamSystem, type BundleLineup, type TournamentBundle } from '@kingside/contract';
import type { Tx } from '../../db/connection.js';
import { lineupChanges, lineups, teamMembers, teams, tournaments } from '../../db/schema/index.js';
import { words } from '../core/languages/message.js';
import { at as inPlace, refused, refusedInJson } from './refusals.js';

/**
 * A team event's bundle names its team settings, teams and every round's matches; an individual event's names none
 * of them. Checked before anything is written, so a bundle edited by hand gets a message, not a broken event.
 */
export function checkTeamFields(bundle: TournamentBundle): void {
  const { settings } = bundle;
  if (!isTeamSystem(settings.system)) {
    if (settings.boardsPerMatch != null || settings.teamScoring != null || settings.lineupDeadlineMinutes != null)
      throw refusedInJson(
        'settings',
        words('an individual event ({system}) has no boards per match, team scoring or lineup deadline', { system: settings.system }),
      );
    if ((bundle.teams?.length ?? 0) > 0 || (bundle.lineups?.length ?? 0) > 0 || (bundle.lineupChanges?.length ?? 0) > 0)
      throw refusedInJson('teams', words('an individual event ({system}) has no teams or lineups', { system: settings.system }));
    const round = bundle.rounds.find((r) => (r.matches?.length ?? 0) > 0 || r.games.some((g) => g.table != null));
    if (round) throw refusedInJson(`rounds.${round.number - 1}.matches`, words('an individual event ({system}) has no matches', { system: settings.system }));
    return;
  }
  if (settings.boardsPerMatch == null)
    throw refusedInJson('settings.boardsPerMatch', words('a team event ({system}) names its boards per match', { system: settings.system }));
  if (settings.teamScoring == null)
    throw refusedInJson('settings.teamScoring', words('a team event ({system}) names its scoring', { system: settings.system }));
  if (bundle.teams === undefined) throw refusedInJson('teams', words('a team event ({system}) lists its teams', { system: settings.system }));
  const teamNumbers = new Set(bundle.teams.map((t) => t.pairingNumber));
  const players = new Set(bundle.players.map((p) => p.pairingNumber));
  for (const [i, team] of bundle.teams.entries()) {
    if (team.roster.some((n) => !players.has(n))) throw refusedInJson(`teams.${i}.roster`, words('names a player the bundle does not have'));
  }
  for (const [r, round] of bundle.rounds.entries()) {
    const at = `rounds.${r}.matches`;
    if (round.matches === undefined) throw refusedInJson(at, words("a team event's round lists its matches"));
    const tables = new Set<number>();
    const seen = new Set<number>();
    for (const [i, m] of round.matches.entries()) {
      if (!teamNumbers.has(m.whiteTeam) || (m.blackTeam !== null && !teamNumbers.has(m.blackTeam)))
        throw refusedInJson(`${at}.${i}`, words('names a team the bundle does not have'));
      if (m.whiteTeam === m.blackTeam) throw refusedInJson(`${at}.${i}`, words('a team cannot play itself'));
      if (m.blackTeam === null && m.forfeit !== null) throw refusedInJson(`${at}.${i}`, words('a pairing-allocated bye cannot be forfeited'));
      if (tables.has(m.table)) throw refusedInJson(`${at}.${i}`, words('table {table} is listed twice', { table: m.table }));
      tables.add(m.table);
      for (const n of [m.whiteTeam, m.blackTeam]) {
        if (n === null) continue;
        if (seen.has(n)) throw refusedInJson(`${at}.${i}`, words('team {team} plays twice in round {round}', { team: n, round: round.number }));
        seen.add(n);
      }
    }
    const game = round.games.findIndex((g) => g.table != null && !tables.has(g.table));
    if (game >= 0) throw refusedInJson(`rounds.${r}.games.${game}.table`, words('no match of round {round} is at that table', { round: round.number }));
  }
  checkLineups(bundle, 'lineups', bundle.lineups ?? []);
  checkLineups(bundle, 'lineupChanges', bundle.lineupChanges ?? []);
}

/** Every lineup is of a known team, its players of that team's roster in roster order. */
function checkLineups(bundle: TournamentBundle, field: string, list: readonly BundleLineup[]): void {
  const rosters = new Map((bundle.teams ?? []).map((t) => [t.pairingNumber, t.roster]));
  for (const [i, lineup] of list.entries()) {
    const roster = rosters.get(lineup.team);
    if (!roster) throw refusedInJson(`${field}.${i}.team`, words('names a team the bundle does not have'));
    if (lineup.players.length > (bundle.settings.boardsPerMatch as number))
      throw refusedInJson(`${field}.${i}.players`, words('more players than boards per match'));
    const positions = lineup.players.map((n) => roster.indexOf(n));
    if (positions.some((p) => p < 0))
      throw refusedInJson(`${field}.${i}.players`, words("names a player who is not on team {team}'s roster", { team: lineup.team }));
    if (positions.some((p, k) => k > 0 && p < positions[k - 1])) throw refusedInJson(`${field}.${i}.players`, words('not in roster order'));
  }
}

/**
 * The TRF import made the teams from the file's 310 records; the JSON must list the same teams (so neither file was
 * edited apart from the other). Returns the teams' ids by team pairing number, empty for an individual event.
 */
export async function checkTeamsAgainstTrf(tx: Tx, tournamentId: string, bundle: TournamentBundle): Promise<Map<number, string>> {
  const [imported] = await tx.select({ system: tournaments.system }).from(tournaments).where(eq(tournaments.id, tournamentId));
  if (isTeamSystem(imported.system) !== isTeamSystem(bundle.settings.system))
    throw refused(
      inPlace(
        BUNDLE_JSON_ENTRY,
        words('{trf} is {event, select, team {a team event} other {an individual event}}, settings.system says {system}', {
          trf: BUNDLE_TRF_ENTRY,
          event: isTeamSystem(imported.system) ? 'team' : 'individual',
          system: bundle.settings.system,
        }),
      ),
    );
  const rows = await tx.select({ id: teams.id, pairingNumber: teams.pairingNumber }).from(teams).where(eq(teams.tournamentId, tournamentId));
  const fromTrf = rows.map((t) => t.pairingNumber).sort((a, b) => a - b);
  const fromJson = (bundle.teams ?? []).map((t) => t.pairingNumber).sort((a, b) => a - b);
  if (fromTrf.join() !== fromJson.join())
    throw refusedInJson(
      'teams',
      words('{trf} and {json} disagree on the teams (team numbers {fromTrf} against {fromJson})', {
        trf: BUNDLE_TRF_ENTRY,
        json: BUNDLE_JSON_ENTRY,
        fromTrf: fromTrf.join(', '),
        fromJson: fromJson.join(', '),
      }),
    );
  return new Map(rows.map((t) => [t.pairingNumber, t.id]));
}

/**
 * The teams as the JSON records them (club, federation, withdrawal and rosters a TRF does not keep, or keeps only in
 * part), and their lineups. The captains stay unset: they were accounts of the server the bundle came from.
 */
export async function restoreTeams(
  tx: Tx,
  tournamentId: string,
  bundle: TournamentBundle,
  teamIdOf: ReadonlyMap<number, string>,
  idOf: ReadonlyMap<number, string>,
  now: Date,
): Promise<void> {
  if (bundle.teams === undefined || bundle.teams.length === 0) return;
  await tx.delete(teamMembers).where(eq(teamMembers.tournamentId, tournamentId));
  for (const team of bundle.teams) {
    const teamId = teamIdOf.get(team.pairingNumber) as string;
    await tx
      .update(teams)
      .set({
        name: team.name,
        shortName: team.shortName,
        club: team.club,
        federation: team.federation,
        withdrawn: team.withdrawn,
        withdrawnAt: team.withdrawnAt === null ? null : new Date(team.withdrawnAt),
        updatedAt: now,
      })
      .where(eq(teams.id, teamId));
    if (team.roster.length > 0)
      await tx.insert(teamMembers).values(team.roster.map((n, i) => ({ teamId, tournamentId, entryId: idOf.get(n) as string, position: i + 1 })));
  }
  const row = (l: BundleLineup) => ({
    teamId: teamIdOf.get(l.team) as string,
    tournamentId,
    round: l.round,
    entryIds: l.players.map((n) => idOf.get(n) as string),
    setBy: null,
    setAt: new Date(l.setAt),
    setAs: l.setAs,
  });
  if ((bundle.lineups ?? []).length > 0) await tx.insert(lineups).values((bundle.lineups ?? []).map(row));
  if ((bundle.lineupChanges ?? []).length > 0) await tx.insert(lineupChanges).values((bundle.lineupChanges ?? []).map(row));
}
