import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_JSON_ENTRY,
  roundMatchesResponse,
  teamStandingsResponse,
  tournamentBundle,
  tournamentResponse,
  type TournamentBundle,
} from '@kingside/contract';
import { teams, tournaments } from '../db/schema/index.js';
import { entriesOf } from '../services/bundle/zip.js';
import { zipOf } from '../services/core/files/zip-of.js';
import { seedDemoLeague } from '../services/demo/team-league.js';
import { expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { serviceCaller } from '../test-support/arbiter.js';
import { call, madeBeforeAll, multipart, testDatabaseKinds, useTestApp, type TestApp } from '../test-support/index.js';

/** Ids and links are the copy's own; everything else must be equal. */
const ownKeys = /^(id|uuid|tournamentId|teamId|matchId|gameId|playerId|entryId|url)$/;
const withoutIds = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, item: unknown) => (ownKeys.test(key) ? undefined : item)));

const LEAGUE_ROUNDS = 7;

async function download(t: TestApp, who: Account, url: string): Promise<Buffer> {
  const answer = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.rawPayload;
}

const importAs = (t: TestApp, who: Account, zip: Buffer) =>
  call(t.app, 'POST', '/api/tournament/import-bundle', {
    form: multipart({}, [{ field: 'file', name: 'league.kingside.zip', content: zip, type: 'application/zip' }]),
    token: who.token,
  });

/** What the public sees of the team event: standings and every round's matches with their boards. */
async function teamView(t: TestApp, id: string) {
  const get = async (path: string) => {
    const answer = await call(t.app, 'GET', path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const standings = teamStandingsResponse.parse(await get(`/api/tournament/${id}/team-standings`)).data;
  const rounds = [];
  for (let round = 1; round <= LEAGUE_ROUNDS; round++) rounds.push(roundMatchesResponse.parse(await get(`/api/tournament/${id}/rounds/${round}/matches`)).data);
  return withoutIds({ standings, rounds });
}

describe.each(testDatabaseKinds)('a team event’s bundle on %s', (kind) => {
  const t = useTestApp(kind, { ownDataDir: true });
  const olga = useAccount(t, 'organiser');

  /** The demo league: 12 teams on 4 boards, 7 rounds played, a board left empty, a team withdrawn, a pairing-allocated bye. */
  const league = madeBeforeAll('The league', async () => {
    const { ctx, user } = await serviceCaller(t, olga);
    const { id } = await seedDemoLeague(ctx, user, new Date('2026-03-01T00:00:00Z'));
    return { id };
  });

  const bundleParts = async () => entriesOf(await download(t, olga, `/api/tournament/${league.id}/bundle`), 1e8);
  const jsonOf = (parts: Map<string, Buffer>) => JSON.parse(parts.get(BUNDLE_JSON_ENTRY)!.toString('utf8')) as TournamentBundle;

  it('exports the teams, rosters, matches and lineups, and imports them as a new event with the same standings, matches and TRF', async () => {
    const parts = await bundleParts();
    const bundle = tournamentBundle.parse(jsonOf(parts));
    expect(bundle.settings).toMatchObject({ system: 'team_swiss', boardsPerMatch: 4, lineupDeadlineMinutes: 60 });
    expect(bundle.teams).toHaveLength(12);
    expect(bundle.teams?.every((team) => team.roster.length >= 4)).toBe(true);
    expect(bundle.teams?.filter((team) => team.withdrawn)).toHaveLength(1);
    expect(bundle.rounds.at(-1)?.matches?.filter((m) => m.blackTeam === null)).toHaveLength(1);
    expect(bundle.rounds.every((r) => r.lineupsPublishedAt !== null && r.games.every((g) => g.table != null))).toBe(true);
    expect(bundle.lineups?.length).toBeGreaterThan(0);
    // No account of this server travels: captains and who set a lineup are left out.
    expect(parts.get(BUNDLE_JSON_ENTRY)!.toString()).not.toMatch(/captain|setBy|"userId"/);

    const answer = await importAs(t, olga, await download(t, olga, `/api/tournament/${league.id}/bundle`));
    expectOk(answer, 201);
    const copy = tournamentResponse.parse(answer.body).data;
    expect(copy.id).not.toBe(league.id);
    expect(await teamView(t, copy.id)).toEqual(await teamView(t, league.id));
    const trfOf = async (id: string) => (await download(t, olga, `/api/tournament/${id}/trf`)).toString('utf8');
    expect(await trfOf(copy.id)).toEqual(await trfOf(league.id));

    // The copy exports to the same bundle: nothing was lost on the way.
    const again = jsonOf(await entriesOf(await download(t, olga, `/api/tournament/${copy.id}/bundle`), 1e8));
    expect({ ...again, exportedAt: '' }).toEqual({ ...jsonOf(parts), exportedAt: '' });
  });

  it('refuses a team bundle that names an unknown team, lacks its team settings or mixes team and individual events, and saves nothing', async () => {
    const parts = await bundleParts();
    const bundle = jsonOf(parts);
    const rezip = (changed: TournamentBundle) =>
      zipOf(
        [...new Map([...parts, [BUNDLE_JSON_ENTRY, Buffer.from(JSON.stringify(changed))]])].map(([name, bytes]) => ({ name, bytes, compress: true })),
        new Date(),
      );
    const [first, ...rest] = bundle.rounds;
    const withRound1 = (round: TournamentBundle['rounds'][number]): TournamentBundle => ({ ...bundle, rounds: [round, ...rest] });
    const [match, ...others] = first.matches!;
    const count1 = async () => ({
      tournaments: (await t.database.db.select({ n: count() }).from(tournaments))[0].n,
      teams: (await t.database.db.select({ n: count() }).from(teams))[0].n,
    });
    const before = await count1();
    const cases: [TournamentBundle, RegExp][] = [
      [
        withRound1({ ...first, matches: [{ ...match, blackTeam: 99 }, ...others] }),
        /^file: tournament\.json: rounds\.0\.matches\.0: names a team the bundle does not have/,
      ],
      [
        withRound1({ ...first, matches: [{ ...match, blackTeam: match.whiteTeam }, ...others] }),
        /^file: tournament\.json: rounds\.0\.matches\.0: a team cannot play itself/,
      ],
      [withRound1({ ...first, games: first.games.map((g, i) => (i === 0 ? { ...g, table: 99 } : g)) }), /^file: tournament\.json: rounds\.0\.games\.0\.table/],
      [withRound1({ ...first, matches: undefined }), /^file: tournament\.json: rounds\.0\.matches: a team event's round lists its matches/],
      [{ ...bundle, settings: { ...bundle.settings, boardsPerMatch: null } }, /^file: tournament\.json: settings\.boardsPerMatch/],
      [{ ...bundle, settings: { ...bundle.settings, teamScoring: undefined } }, /^file: tournament\.json: settings\.teamScoring/],
      [{ ...bundle, teams: bundle.teams!.slice(1) }, /^file: tournament\.json: (rounds\.0\.matches\.\d+: names a team|teams\.\d+)/],
      [
        { ...bundle, lineups: [{ ...bundle.lineups![0], team: 99 }, ...bundle.lineups!.slice(1)] },
        /^file: tournament\.json: lineups\.0\.team: names a team the bundle does not have/,
      ],
      [
        { ...bundle, lineups: [{ ...bundle.lineups![0], players: [...bundle.lineups![0].players].reverse() }, ...bundle.lineups!.slice(1)] },
        /^file: tournament\.json: lineups\.0\.players: not in roster order/,
      ],
      [
        {
          ...bundle,
          settings: { ...bundle.settings, system: 'dutch', boardsPerMatch: undefined, teamScoring: undefined, lineupDeadlineMinutes: undefined },
          teams: undefined,
          lineups: undefined,
          lineupChanges: undefined,
          rounds: bundle.rounds.map(({ matches: _matches, lineupsPublishedAt: _published, ...r }) => ({
            ...r,
            games: r.games.map(({ table: _table, ...g }) => g),
          })),
        },
        /^file: tournament\.json: tournament\.trf is a team event, settings\.system says dutch/,
      ],
    ];
    for (const [changed, message] of cases) expectFailure(await importAs(t, olga, await rezip(changed)), 400, message, 'file');
    expect(await count1()).toEqual(before);
  });
});
