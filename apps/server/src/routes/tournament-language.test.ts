import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournamentResponse } from '@kingside/contract';
import { outbox } from '../db/schema/index.js';
import { notifyPlayers } from '../services/core/notices/notify.js';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { account, as, expectFailure, expectOk, type Account } from '../test-support/accounts.js';
import { createTournament, organiserOf } from '../test-support/event.js';

/**
 * A tournament has a language of its own: its notices reach players who chose none in it, and its organiser prints
 * the hall's sheets in it whatever language they read Kingside in.
 */
describe.each(testDatabaseKinds)('the tournament’s own language on %s', (kind) => {
  const t = useTestApp(kind);
  const chooseLanguage = async (who: Account, locale: string) =>
    expectOk(await call(t.app, 'PUT', '/api/auth/language', { token: who.token, body: { locale } }));
  const languageOf = async (id: string) => tournamentResponse.parse((await call(t.app, 'GET', `/api/tournament/${id}`)).body).data.language;

  it('is the organiser’s own language unless chosen, changes with an edit, and refuses one Kingside does not speak', async () => {
    const organiser = await account(t, 'organiser');
    expect((await createTournament(t, organiser, { name: 'Club Night', rounds: 5 })).language).toBe('en');
    await chooseLanguage(organiser, 'hi');
    const hindi = await createTournament(t, organiser, { name: 'Pune Open', rounds: 5 });
    expect(hindi.language).toBe('hi');
    expect((await createTournament(t, organiser, { name: 'Lyon Open', rounds: 5, language: 'fr' })).language).toBe('fr');

    expectOk(await as(t, organiser).patch(`/api/tournament/${hindi.id}`, { language: 'ar' }));
    expect(await languageOf(hindi.id)).toBe('ar');
    const refused = await call(t.app, 'PATCH', `/api/tournament/${hindi.id}`, {
      token: organiser.token,
      body: { language: 'tlh' },
      headers: { 'accept-language': 'en' },
    });
    expectFailure(refused, 400, 'language: Choose one of the languages: en, hi, fr, es, de, ru, pt, ar', 'language');
    expect(await languageOf(hindi.id)).toBe('ar');
  });

  it('mails its notices in its own language to a player who chose none, and in theirs to one who did', async () => {
    const organiser = organiserOf(t, await account(t, 'organiser'));
    const id = await organiser.create({ rounds: 1, language: 'hi' });
    const undecided = await account(t, 'player');
    const german = await account(t, 'player');
    await chooseLanguage(german, 'de');
    for (const who of [undecided, german])
      expectOk(await call(t.app, 'PUT', '/api/notices/choices', { token: who.token, body: { mail: ['result_disputed'], push: [] } }));
    const notice = { kind: 'result_disputed', round: 1, board: 1 } as const;
    await notifyPlayers(t.app.ctx, id, [
      { to: { userId: undecided.id }, notice },
      { to: { userId: german.id }, notice },
    ]);
    const subjectTo = async (who: Account) => (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, who.email.toLowerCase()))).at(-1)?.subject;
    expect(await subjectTo(undecided)).toBe('Test Open: बोर्ड 1 का परिणाम विवादित');
    expect(await subjectTo(german)).toMatch(/^Test Open: .*Brett 1/);
  });

  it('prints in the language a printout names, in the reader’s without one, and refuses in the reader’s', async () => {
    const organiser = organiserOf(t, await account(t, 'organiser'));
    const { id } = await organiser.createWithPlayers(4, { rounds: 3, language: 'hi' });
    const fileName = async (query: string, headers: Record<string, string> = {}) => {
      const answer = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/printouts/players${query}`, headers });
      expect(answer.statusCode, answer.body).toBe(200);
      return decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(String(answer.headers['content-disposition']))?.[1] ?? '');
    };
    expect(await fileName('')).toBe('Test Open – player list.pdf');
    expect(await fileName('?language=hi')).toBe('Test Open – खिलाड़ियों की सूची.pdf');
    expect(await fileName('?language=en', { 'accept-language': 'hi' })).toBe('Test Open – player list.pdf');
    expect(await fileName('', { 'accept-language': 'hi' })).toBe('Test Open – खिलाड़ियों की सूची.pdf');

    // A round not played yet: the refusal is the reader's, French, not the printout's Hindi.
    const standings = (query: string) =>
      call(t.app, 'GET', `/api/tournament/${id}/printouts/standings?round=3${query}`, { headers: { 'accept-language': 'fr' } });
    const inFrench = expectFailure(await standings(''), 404).message;
    expect(inFrench).not.toBe(expectFailure(await call(t.app, 'GET', `/api/tournament/${id}/printouts/standings?round=3`), 404).message);
    expectFailure(await standings('&language=hi'), 404, inFrench);
    const unknown = await call(t.app, 'GET', `/api/tournament/${id}/printouts/players?language=tlh`);
    expectFailure(unknown, 400, 'language: Choose one of the languages: en, hi, fr, es, de, ru, pt, ar', 'language');
  });
});
