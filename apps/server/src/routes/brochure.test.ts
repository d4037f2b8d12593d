import { describe, expect, it } from 'vitest';
import { brochureResponse, tournamentResponse, type BrochureContentBody } from '@kingside/contract';
import { call, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { createTournament } from '../test-support/event.js';
import { readPdf } from '../test-support/read-pdf.js';
import { tinyPng } from '../test-support/images.js';

const content: BrochureContentBody = {
  description: 'Seven rounds in the Assembly Rooms. Łódź and Αθήνα players welcome.',
  schedule: [
    { label: 'Round 2', date: '2026-06-06', time: '10:00' },
    { label: 'Round 1', date: '2026-06-05', time: '18:30' },
    { label: 'Prize-giving', date: '2026-06-07', time: '' },
  ],
  prizes: '1st £500, 2nd £250, best junior £50',
  venue: 'Assembly Rooms, Bennett Street, Bath',
  contacts: 'Olga Organiser, olga@example.test, +44 1225 000000',
};

describe.each(testDatabaseKinds)('brochure API on %s', (kind) => {
  const t = useTestApp(kind, { ownDataDir: true });
  const olga = useAccount(t, 'organiser', 'Olga');
  const oscar = useAccount(t, 'organiser', 'Oscar');

  const create = (body: Record<string, unknown>) => createTournament(t, olga, body);

  const put = (who: Account, id: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/tournament/${id}/brochure`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
    });
  const pdfOf = (id: string, who?: Account) =>
    t.app.inject({ method: 'GET', url: `/api/tournament/${id}/brochure.pdf`, headers: who ? { authorization: `Bearer ${who.token}` } : {} });

  it("drafts from the tournament's schedule and place for its organiser, and shows nobody else an unsaved brochure", async () => {
    const created = await create({
      name: 'Bath Congress',
      rounds: 5,
      venue: 'Guildhall',
      city: 'Bath',
      federation: 'ENG',
      roundSchedule: [
        { round: 2, startsAt: '2026-06-06T10:00:00+01:00' },
        { round: 1, startsAt: '2026-06-05T18:30:00+01:00' },
      ],
    });
    const draft = await as(t, olga).get(`/api/tournament/${created.id}/brochure`);
    expectOk(draft);
    expect(brochureResponse.parse(draft.body).data).toMatchObject({
      is_brochure: false,
      updatedAt: null,
      hasLogo: false,
      content: {
        description: '',
        venue: 'Guildhall, Bath, ENG',
        schedule: [
          { label: 'Round 1', date: '2026-06-05', time: '18:30' },
          { label: 'Round 2', date: '2026-06-06', time: '10:00' },
        ],
      },
    });
    expectFailure(await as(t).get(`/api/tournament/${created.id}/brochure`), 404, /no brochure yet/);
    expectFailure(await as(t, oscar).get(`/api/tournament/${created.id}/brochure`), 404, /no brochure yet/);
    expect((await pdfOf(created.id)).statusCode).toBe(404);
    // The organiser may print the draft.
    const draftPdf = await pdfOf(created.id, olga);
    expect(draftPdf.statusCode).toBe(200);
    expect((await readPdf(draftPdf.rawPayload)).text).toContain('Round 1');
  });

  it('saves the brochure, sets is_brochure, and serves it to everyone as JSON and as a PDF with its text', async () => {
    const created = await create({
      name: 'Łódź Summer Open',
      rounds: 7,
      timeControl: '90 min + 30 s',
      entryFee: 30,
      chiefArbiter: 'IA Alice Arbiter',
      sharedPlaces: true,
    });
    const saved = await put(olga, created.id, content);
    expect(saved.statusCode, saved.body).toBe(200);
    const brochure = brochureResponse.parse(saved.json()).data;
    expect(brochure).toMatchObject({ is_brochure: true, tournamentName: 'Łódź Summer Open', content: { ...content, showLogo: true } });
    expect(brochure.updatedAt).not.toBeNull();

    const detail = tournamentResponse.parse((await as(t).get(`/api/tournament/${created.id}`)).body).data;
    expect(detail.is_brochure).toBe(true);
    const publicView = await as(t).get(`/api/tournament/${created.id}/brochure`);
    expectOk(publicView);
    expect(brochureResponse.parse(publicView.body).data.content.prizes).toBe(content.prizes);

    const answer = await pdfOf(created.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="Lodz-Summer-Open-brochure\.pdf"/);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await readPdf(answer.rawPayload);
    for (const expected of [
      'Łódź Summer Open',
      'Tournament brochure',
      'Αθήνα',
      'Assembly Rooms, Bennett Street, Bath',
      '1st £500',
      'olga@example.test',
      'Prize-giving',
      '90 min + 30 s',
      'IA Alice Arbiter',
      // The entry fee with its currency (INR without a prize structure), not a bare 30.
      '₹30',
    ]) {
      expect(text).toContain(expected);
    }
    // Tie-breaks order the table even when tied players share places (it used to say "none").
    expect(text).toContain('BH/C1, BH, DE, WIN, in that order.');
    expect(text).toMatch(/still\s+tied\s+after\s+every\s+tie-break\s+share\s+the\s+place/);
    // The schedule is printed in time order, whatever order it was typed in.
    expect(text.indexOf('Round 1')).toBeLessThan(text.indexOf('Round 2'));
    expect(text.indexOf('Round 2')).toBeLessThan(text.indexOf('Prize-giving'));
  });

  it('updates a saved brochure in place', async () => {
    const created = await create({ name: 'Update Open', rounds: 5 });
    expect((await put(olga, created.id, content)).statusCode).toBe(200);
    const again = await put(olga, created.id, { ...content, prizes: 'Trophies only' });
    expect(again.statusCode).toBe(200);
    expect(brochureResponse.parse(again.json()).data.content.prizes).toBe('Trophies only');
    expect((await readPdf((await pdfOf(created.id)).rawPayload)).text).toContain('Trophies only');
  });

  it("prints the tournament's logo when it has one", async () => {
    const createdAnswer = await call(t.app, 'POST', '/api/tournament/create', {
      token: olga.token,
      form: multipart({ name: 'Logo Open', rounds: '5' }, [{ field: 'logo', name: 'logo.png', content: tinyPng(), type: 'image/png' }]),
    });
    expectOk(createdAnswer, 201);
    const created = tournamentResponse.parse(createdAnswer.body).data;
    const saved = brochureResponse.parse((await put(olga, created.id, content)).json()).data;
    expect(saved.hasLogo).toBe(true);
    const withLogo = (await pdfOf(created.id)).rawPayload;
    const withoutLogo = await put(olga, created.id, { ...content, showLogo: false }).then(() => pdfOf(created.id));
    expect(withLogo.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(withoutLogo.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('refuses bad content naming the field, and another organiser (403) or an unknown tournament (404)', async () => {
    const created = await create({ name: 'Guarded Open', rounds: 5 });
    const bad = await put(olga, created.id, { ...content, schedule: [{ label: 'Round 1', date: '5 June', time: '18:30' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'schedule.0.date' });
    const badTime = await put(olga, created.id, { ...content, schedule: [{ label: 'Round 1', date: '2026-06-05', time: '25:00' }] });
    expect(badTime.json()).toMatchObject({ field: 'schedule.0.time' });
    expect((await put(oscar, created.id, content)).statusCode).toBe(403);
    expect((await put(olga, '00000000-0000-4000-8000-000000000000', content)).statusCode).toBe(404);
    const unsigned = await t.app.inject({
      method: 'PUT',
      url: `/api/tournament/${created.id}/brochure`,
      payload: JSON.stringify(content),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    const detail = tournamentResponse.parse((await as(t).get(`/api/tournament/${created.id}`)).body).data;
    expect(detail.is_brochure).toBe(false);
  });
});
