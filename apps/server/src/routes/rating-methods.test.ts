import { describe, expect, it } from 'vitest';
import { managedPlayerResponse, managedPlayersResponse, publicPlayersResponse, tournamentResponse } from '@kingside/contract';
import { call, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

const whiteWins = () => '1-0' as const;

// FIDE C.02 checklist, "Rating methods": the tournament rating by the tournament's method, the entry's national and
// manual ratings, the warning for changing the method once round 1 is paired, and how unrated players count in the
// rating-based tie-breaks.
describe.each(testDatabaseKinds)('Rating methods on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  const detail = async (id: string) => tournamentResponse.parse((await as(t).get(`/api/tournament/${id}`)).body).data;
  const entries = async (id: string) => managedPlayersResponse.parse((await o.api.get(`/api/players/entries/${id}`)).body).data;
  const numbers = async (id: string) => Object.fromEntries((await entries(id)).map((p) => [p.name, p.pairingNumber]));

  it('Rating methods: the method and the rating of unrated players are tournament settings, checked', async () => {
    const id = await o.create({ rounds: 5 });
    expect(await detail(id)).toMatchObject({ ratingMethod: 'fide', unratedRatingMethod: 'none', unratedRating: null });
    expectOk(await o.api.patch(`/api/tournament/${id}`, { ratingMethod: 'fidon', unratedRatingMethod: 'fixed', unratedRating: 1400 }));
    expect(await detail(id)).toMatchObject({ ratingMethod: 'fidon', unratedRatingMethod: 'fixed', unratedRating: 1400 });
    expectFailure(await o.api.patch(`/api/tournament/${id}`, { ratingMethod: 'elo' }), 400, /^ratingMethod: A rating method is one of fide/, 'ratingMethod');
    expectFailure(await o.api.patch(`/api/tournament/${id}`, { unratedRating: null }), 400, /^unratedRating: give the rating unrated players/, 'unratedRating');
    expectFailure(
      await o.api.post('/api/tournament/create', { name: 'No rating given', rounds: 5, unratedRatingMethod: 'fixed' }),
      400,
      /unratedRating/,
      'unratedRating',
    );
    expect(await detail(id)).toMatchObject({ ratingMethod: 'fidon', unratedRatingMethod: 'fixed', unratedRating: 1400 });
    const created = await o.create({ rounds: 5, ratingMethod: 'hbfn' });
    expect(await detail(created)).toMatchObject({ ratingMethod: 'hbfn' });
  });

  it('Rating methods: an entry has a national and a manual rating, and the pairing numbers follow the tournament rating', async () => {
    const id = await o.create({ rounds: 5, ratingMethod: 'nidof' });
    const ann = await o.add(id, { name: 'Ann', rating: 2000 });
    await o.add(id, { name: 'Ben', rating: 1800, nationalRating: 2100 });
    await o.add(id, { name: 'Cat', nationalRating: 1900, manualRating: 2300 });
    expect(await numbers(id)).toEqual({ Ben: 1, Ann: 2, Cat: 3 });
    expect((await entries(id)).find((p) => p.name === 'Cat')).toMatchObject({ rating: 0, nationalRating: 1900, manualRating: 2300, tournamentRating: 1900 });

    expectOk(await o.api.patch(`/api/tournament/${id}`, { ratingMethod: 'hbfn' }));
    expect(await numbers(id)).toEqual({ Cat: 1, Ben: 2, Ann: 3 });
    expectOk(await o.api.patch(`/api/tournament/${id}`, { ratingMethod: 'fide' }));
    expect(await numbers(id)).toEqual({ Ann: 1, Ben: 2, Cat: 3 });

    const edited = await o.api.patch(`/api/players/update-player-info/${ann.uuid}`, { nationalRating: 2050, manualRating: null });
    expectOk(edited);
    expect(managedPlayerResponse.parse(edited.body).data).toMatchObject({ rating: 2000, nationalRating: 2050, manualRating: null });
    expectFailure(
      await o.api.patch(`/api/players/update-player-info/${ann.uuid}`, { nationalRating: 4000 }),
      400,
      /National rating must be at most 3500/,
      'nationalRating',
    );

    // The FIDE rating report carries FIDE ratings whatever the method: Ben's national 2100 stays out of it.
    expectOk(await o.api.patch(`/api/tournament/${id}`, { ratingMethod: 'national' }));
    const trf = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    const benLine = trf.body.split('\r\n').find((line) => line.startsWith('001') && line.includes('Ben')) as string;
    expect(benLine.slice(48, 52)).toBe('1800');
  });

  it('Rating methods: the manual rating never reaches a public route unless it is the tournament rating', async () => {
    const id = await o.create({ rounds: 3, ratingMethod: 'hbfn' });
    // Dan's manual rating is his highest, so it is his tournament rating; Eve's is below her FIDE rating: it stays private.
    await o.add(id, { name: 'Dan', rating: 1500, manualRating: 1737 });
    await o.add(id, { name: 'Eve', rating: 1650, nationalRating: 1601, manualRating: 1523 });
    await o.add(id, { name: 'Fay', rating: 1600 });
    await o.add(id, { name: 'Gus', rating: 1550 });
    await o.pair(id, 1);
    const shows = (text: string, rating: number) => new RegExp(`[:,\\[ ]${rating}[,}\\] ]`).test(text);
    const publicReads = [
      `/api/tournament/${id}`,
      `/api/tournament/get-pairings?round=1&tournamentId=${id}`,
      `/api/tournament/players-ranking?round=1&tournamentId=${id}`,
      `/api/players/${id}`,
      ...(await entries(id)).map((p) => `/api/players/details?query=${p.uuid}`),
    ];
    for (const url of publicReads) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.payload, url).not.toContain('manualRating');
      expect(shows(answer.payload, 1523), url).toBe(false);
    }
    const list = publicPlayersResponse.parse((await as(t).get(`/api/players/${id}`)).body).data;
    expect(list.find((p) => p.name === 'Dan')).toMatchObject({ rating: 1500, tournamentRating: 1737 });
    expect(list.find((p) => p.name === 'Eve')).toMatchObject({ rating: 1650, nationalRating: 1601, tournamentRating: 1650 });

    // Under any other method, Dan's manual rating is not public either.
    expectOk(await o.api.patch(`/api/tournament/${id}`, { ratingMethod: 'fide', confirmation: 'confirmed' }));
    for (const url of publicReads) expect(shows((await t.app.inject({ method: 'GET', url })).payload, 1737), url).toBe(false);
  });

  it('Rating methods: changing the method once round 1 is paired in FIDE mode is a level-3 warning, and written in the TRF', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    // Before round 1 it changes freely.
    expectOk(await o.api.patch(`/api/tournament/${id}`, { ratingMethod: 'fidon' }));
    await o.pair(id, 1);
    expectFailure(
      await o.api.patch(`/api/tournament/${id}`, { ratingMethod: 'national' }),
      409,
      /^ratingMethod: changing the rating method \(FIDON.* → National.*\)\. Round 1 is paired: .*pairing numbers.*rating-based tie-break.*; confirm it to go ahead \(confirmation "confirmed"\)$/,
      'confirmation',
    );
    expectFailure(
      await o.api.patch(`/api/tournament/${id}`, { unratedRatingMethod: 'fixed', unratedRating: 1200 }),
      409,
      /^ratingMethod: changing the rating unrated players count with\. .*confirm it to go ahead/,
      'confirmation',
    );
    expect(await detail(id)).toMatchObject({ ratingMethod: 'fidon', unratedRatingMethod: 'none' });
    expectOk(await o.api.patch(`/api/tournament/${id}`, { ratingMethod: 'national', confirmation: 'confirmed' }));
    expect(await detail(id)).toMatchObject({ ratingMethod: 'national' });
    // Saving the form again with the method unchanged asks nothing.
    expectOk(await o.api.patch(`/api/tournament/${id}`, { ratingMethod: 'national', name: 'Renamed Open' }));
    expectOk(await o.api.patch(`/api/tournament/${id}`, { unratedRatingMethod: 'fixed', unratedRating: 1200, confirmation: 'confirmed' }));
    // Out of FIDE mode the change needs no confirmation.
    expectOk(await o.api.post('/api/tournament/leave-fide-mode', { tournamentId: id, confirmation: 'confirmed-twice' }));
    expectOk(await o.api.patch(`/api/tournament/${id}`, { ratingMethod: 'fide' }));
    // Each change made once round 1 was paired is written into the TRF for the rating officers; the change before it is not.
    const trf = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(trf.body.split('\r\n').filter((line) => line.startsWith('###'))).toEqual([
      '### Rating method changed @ Round 1: FIDON -> national',
      "### Unrated players' rating changed @ Round 1: none -> 1200",
      '### Rating method changed @ Round 1: national -> FIDE',
      '### Not in FIDE mode: left FIDE mode @ Round 1',
    ]);
  });

  it('Rating methods: unrated players count in ARO by the tournament setting, and the tie-break explanation says how', async () => {
    const id = await o.create({ rounds: 3, tiebreaks: ['ARO'] });
    for (const [name, rating] of [
      ['Hal', 2000],
      ['Ida', 1900],
      ['Jon', 1800],
      ['Kim', 0],
    ] as const)
      await o.add(id, { name, rating });
    await o.playRound(id, 1, whiteWins);
    const aro = async () => Object.fromEntries((await o.ranking(id, 1)).rows.map((row) => [row.name, row.tiebreaks[0].value]));
    // None given: with Kim unrated in the field, ARO breaks no tie.
    expect(Object.values(await aro())).toEqual([0, 0, 0, 0]);
    expect((await o.explanation(id, 1, 1)).ratings).toBe(
      'Ratings: FIDE: the FIDE rating; no rating is given to unrated players, so while one takes part these tie-breaks break no tie.',
    );
    expectOk(await o.api.patch(`/api/tournament/${id}`, { unratedRatingMethod: 'fixed', unratedRating: 1400, confirmation: 'confirmed' }));
    const pairs = await o.pairings(id, 1);
    const opponentOf = (name: string) => {
      const row = pairs.rows.find((r) => r.player.name === name || r.opponent?.name === name)!;
      return row.player.name === name ? row.opponent! : row.player;
    };
    const counted = await aro();
    for (const name of ['Hal', 'Ida', 'Jon', 'Kim']) expect(counted[name]).toBe(opponentOf(name).rating || 1400);
    expect((await o.explanation(id, 1, 1)).ratings).toBe(
      "Ratings: FIDE: the FIDE rating; an unrated player counts as 1400 (the tournament regulations' rating).",
    );
  });

  it('Rating methods: a bundle carries the method, the unrated players’ rating and the entries’ national and manual ratings', async () => {
    const id = await o.create({ rounds: 3, ratingMethod: 'hbfn', unratedRatingMethod: 'fixed', unratedRating: 1300 });
    await o.add(id, { name: 'Lea', rating: 1700, nationalRating: 1750, manualRating: 1800 });
    await o.add(id, { name: 'Max', rating: 1600 });
    const zip = (await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/bundle`, headers: { authorization: `Bearer ${olga.token}` } })).rawPayload;
    const imported = await call(t.app, 'POST', '/api/tournament/import-bundle', {
      form: multipart({}, [{ field: 'file', name: 'open.kingside.zip', content: zip, type: 'application/zip' }]),
      token: olga.token,
    });
    expectOk(imported, 201);
    const copy = tournamentResponse.parse(imported.body).data;
    expect(copy).toMatchObject({ ratingMethod: 'hbfn', unratedRatingMethod: 'fixed', unratedRating: 1300 });
    expect((await entries(copy.id)).find((p) => p.name === 'Lea')).toMatchObject({
      rating: 1700,
      nationalRating: 1750,
      manualRating: 1800,
      tournamentRating: 1800,
    });
  });
});
