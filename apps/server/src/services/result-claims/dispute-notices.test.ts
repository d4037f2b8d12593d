import { describe, expect, it } from 'vitest';
import type { NoticeKind } from '@kingside/contract';
import { noticeChoices } from '../../db/schema/index.js';
import { createTestApp, madeBeforeAll, useSmtpServer, testDatabaseKinds, type TestApp } from '../../test-support/index.js';
import { noticesDelivered } from '../core/notices/notify.js';
import { account, as, expectOk, type Account } from '../../test-support/accounts.js';
import { boardsOf, organiserOf } from '../../test-support/event.js';

describe.each(testDatabaseKinds)('a disputed board is told to its players and the organiser on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = madeBeforeAll(
    'The test app',
    (): Promise<TestApp> => createTestApp(kind, { config: { smtpUrl: smtp.url } }),
    (made) => made.close(),
  );

  // The choice as the notices page stores it (services/notices): no notice without it.
  const choose = (who: Account, mail: NoticeKind[]) => t.database.db.insert(noticeChoices).values({ userId: who.id, mail, push: [], updatedAt: t.clock.now() });
  /** The subjects of the tournament's notices mailed to the account (its welcome mail aside). */
  const subjectsTo = (who: Account) =>
    smtp.received
      .filter((mail) => mail.to.includes(who.email.toLowerCase()))
      .map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '')
      .filter((subject) => subject.startsWith('Dispute Open:'));

  it('mails result_disputed once, when the claims first differ, to those who chose it', async () => {
    const olga = await account(t, 'organiser');
    const o = organiserOf(t, olga);
    const id = await o.create({ name: 'Dispute Open', rounds: 3, enable_registration: true });
    const players: Account[] = [];
    for (const rating of [2000, 1900, 1800, 1700]) {
      const player = await account(t, 'player');
      expectOk(await as(t, player).post(`/api/players/register/${id}`, { rating }), 201);
      players.push(player);
    }
    expect(boardsOf(await o.pair(id, 1))).toEqual(['1-3', '4-2']);
    await o.start(id);
    const [white, otherBoard, black] = players;
    for (const who of [white, black, olga, otherBoard]) await choose(who, ['result_disputed']);
    const claim = (who: Account, result: string) => as(t, who).post(`/api/tournament/${id}/boards/1/1/result-claim`, { result });

    expectOk(await claim(white, '1-0'));
    expectOk(await claim(black, '1-0'));
    await noticesDelivered(t.app.ctx);
    expect(subjectsTo(white)).toEqual([]);

    expectOk(await claim(black, '0-1'));
    // Still disputed, now another way: no second notice.
    expectOk(await claim(black, '1/2-1/2'));
    await noticesDelivered(t.app.ctx);
    for (const who of [white, black, olga]) expect(subjectsTo(who)).toEqual(['Dispute Open: result of board 1 disputed']);
    expect(subjectsTo(otherBoard)).toEqual([]);
  });
});
