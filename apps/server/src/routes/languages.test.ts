import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService } from '@kingside/fake-web-push';
import { apiError, pushMessage, userResponse } from '@kingside/contract';
import { entries, outbox } from '../db/schema/index.js';
import { noticesDelivered, notifyPlayers } from '../services/core/notices/notify.js';
import { call, madeBeforeAll, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { account, expectFailure, expectOk, type Account } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

/**
 * The server speaks its reader's language: a request's Accept-Language, else the account's saved language, else
 * English; mails and push notices go out in the recipient's account language.
 */
describe.each(testDatabaseKinds)('the server in the reader’s language on %s', (kind) => {
  const t = useTestApp(kind);
  const push = madeBeforeAll(
    'The fake push service',
    () => startFakePushService(),
    (made) => made.close(),
  );
  // The fake push service listens on plain http, as only a local one may.
  const before = process.env.WEB_PUSH_ALLOW_HTTP;
  beforeAll(() => void (process.env.WEB_PUSH_ALLOW_HTTP = 'true'));
  afterAll(() => (before === undefined ? delete process.env.WEB_PUSH_ALLOW_HTTP : void (process.env.WEB_PUSH_ALLOW_HTTP = before)));

  const messageOf = (answer: { body: unknown }) => apiError.parse(answer.body).message;
  const chooseLanguage = async (who: Account, locale: string) => call(t.app, 'PUT', '/api/auth/language', { token: who.token, body: { locale } });

  it('says a refusal in the language Accept-Language asks for, by quality, and in English without one', async () => {
    const noToken = (headers: Record<string, string>) => call(t.app, 'GET', '/api/notices/choices', { headers });
    expect(messageOf(await noToken({}))).toBe('Please sign in first');
    expect(messageOf(await noToken({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }))).toBe('कृपया पहले साइन इन करें');
    expect(messageOf(await noToken({ 'accept-language': 'en;q=0.5, ar;q=0.9' }))).toBe('يُرجى تسجيل الدخول أولًا');
    // A language Kingside does not speak is passed over for the next one; none at all is English.
    expect(messageOf(await noToken({ 'accept-language': 'ja, fr-CA;q=0.8' }))).toBe('Veuillez d’abord vous connecter');
    expect(messageOf(await noToken({ 'accept-language': 'ja, zh' }))).toBe('Please sign in first');
  });

  it('says a schema’s refusal in the reader’s language, the field’s label too, its values kept', async () => {
    const answer = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: '', email: 'someone@example.test', password: 'secret-pass', role: 'player' },
      headers: { 'accept-language': 'hi' },
    });
    expectFailure(answer, 400, 'name: नाम ज़रूरी है', 'name');
    const tooLong = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'x'.repeat(300), email: 'someone@example.test', password: 'secret-pass', role: 'player' },
      headers: { 'accept-language': 'ar' },
    });
    expect(messageOf(tooLong)).toMatch(/^name: الاسم: .+ حرف على الأكثر$/);
  });

  it('saves the account’s language, answers in it when the request asks for none, and refuses one it does not speak', async () => {
    const who = await account(t, 'player');
    expect(userResponse.parse((await call(t.app, 'POST', '/api/auth/get-user', { body: { token: who.token } })).body).data.locale).toBeNull();
    const saved = await chooseLanguage(who, 'ar');
    expectOk(saved);
    expect(userResponse.parse(saved.body)).toMatchObject({ message: 'تم حفظ اللغة', data: { locale: 'ar' } });
    // Without Accept-Language the account's language; with one, the request's.
    const mine = (headers: Record<string, string> = {}) =>
      call(t.app, 'GET', '/api/tournament/00000000-0000-4000-8000-000000000000/check-in/mine', { token: who.token, headers });
    expectFailure(await mine(), 404, 'لست مسجّلًا في هذه البطولة');
    expectFailure(await mine({ 'accept-language': 'de' }), 404, 'Sie sind in diesem Turnier nicht gemeldet');
    // Refused in the account's language (Arabic, saved above), the language kept.
    const refused = await chooseLanguage(who, 'tlh');
    expectFailure(refused, 400, 'locale: اختر إحدى اللغات: en, hi, fr, es, de, ru, pt, ar', 'locale');
    const inFrench = await call(t.app, 'PUT', '/api/auth/language', { token: who.token, body: { locale: 'tlh' }, headers: { 'accept-language': 'fr' } });
    expectFailure(inFrench, 400, 'locale : Choisissez l’une des langues : en, hi, fr, es, de, ru, pt, ar', 'locale');
    expect(userResponse.parse((await call(t.app, 'POST', '/api/auth/get-user', { body: { token: who.token } })).body).data.locale).toBe('ar');
  });

  it('refuses a bundle upload in the reader’s language, the refusal’s parts too, the form’s field named as it is', async () => {
    const organiser = await account(t, 'organiser');
    const upload = (headers: Record<string, string>, form?: ReturnType<typeof multipart>) =>
      call(t.app, 'POST', '/api/tournament/import-bundle', { token: organiser.token, headers, ...(form ? { form } : { body: {} }) });
    expectFailure(
      await upload({ 'accept-language': 'hi' }),
      400,
      'file: बंडल (Kingside से निर्यात की गई .zip) multipart/form-data के रूप में "file" फ़ील्ड में भेजें, और कुछ नहीं',
      'file',
    );
    const notAZip = multipart({}, [{ field: 'file', name: 'open.kingside.zip', content: Buffer.from('PK not a zip'), type: 'application/zip' }]);
    expectFailure(await upload({ 'accept-language': 'ar' }, notAZip), 400, /^file: ليس أرشيف zip \(.+\)$/, 'file');
    expectFailure(await upload({}, notAZip), 400, /^file: not a zip archive \(.+\)$/, 'file');
  });

  it('mails a notice in the recipient’s language, and in English to one who chose none', async () => {
    const organiser = organiserOf(t, await account(t, 'organiser'));
    const { id } = await organiser.createWithPlayers(2, { rounds: 1 });
    const hindi = await account(t, 'organiser');
    const english = await account(t, 'organiser');
    expectOk(await chooseLanguage(hindi, 'hi'));
    for (const who of [hindi, english])
      expectOk(await call(t.app, 'PUT', '/api/notices/choices', { token: who.token, body: { mail: ['result_disputed'], push: [] } }));
    const notice = { kind: 'result_disputed', round: 1, board: 1 } as const;
    await notifyPlayers(t.app.ctx, id, [
      { to: { userId: hindi.id }, notice },
      { to: { userId: english.id }, notice },
    ]);
    const mailTo = async (who: Account) => (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, who.email.toLowerCase()))).at(-1);
    expect(await mailTo(hindi)).toMatchObject({
      subject: 'Test Open: बोर्ड 1 का परिणाम विवादित',
      body: expect.stringContaining('बोर्ड 1 (राउंड 1) के खिलाड़ियों ने अलग-अलग परिणाम दर्ज किए; निर्णय आर्बिटर करेंगे।') as unknown,
    });
    expect(await mailTo(english)).toMatchObject({ subject: 'Test Open: result of board 1 disputed' });
  });

  it('pushes a notice in the recipient’s language', async () => {
    const organiser = organiserOf(t, await account(t, 'organiser'));
    const { id, players } = await organiser.createWithPlayers(3, { rounds: 3 });
    const arabic = await account(t, 'player', players[0].name);
    await t.database.db.update(entries).set({ userId: arabic.id }).where(eq(entries.id, players[0].uuid));
    expectOk(await chooseLanguage(arabic, 'ar'));
    const choices = await call(t.app, 'GET', '/api/notices/choices', { token: arabic.token });
    const browser = push.subscribe((choices.body as { data: { pushPublicKey: string } }).data.pushPublicKey);
    expectOk(await call(t.app, 'POST', '/api/notices/push-subscriptions', { token: arabic.token, body: browser }));
    expectOk(await call(t.app, 'PUT', '/api/notices/choices', { token: arabic.token, body: { mail: [], push: ['round_starting'] } }));
    await organiser.pair(id, 1);
    await organiser.start(id);
    await noticesDelivered(t.app.ctx);
    const [started] = await push.deliveriesTo(browser.endpoint, 1);
    expect(pushMessage.parse(JSON.parse(started.payload))).toMatchObject({
      title: 'Test Open: الجولة 1 تبدأ',
      body: 'الجولة 1 تبدأ: توجّه إلى رقعتك.',
    });
  });
});
