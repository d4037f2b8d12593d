import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allocatePrizes } from '@kingside/engine';
import { prizeWinnersResponse } from '@kingside/contract';
import { outbox, prizeWinners } from '../db/schema/index.js';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { linkAccount, tournamentWithWinners } from '../test-support/winners.js';

/**
 * The prizes and payouts speak their reader's language: refusals and the engine's explanations in the language the
 * request asks for, the payee link's mail in the winner's account language.
 */
describe.each(testDatabaseKinds)('prizes and payouts in the reader’s language on %s', (kind) => {
  const t = useTestApp(kind);
  const owner = useAccount(t, 'organiser', 'Olga Owner');
  const winner = useAccount(t, 'player', 'Pia Player');

  const winnersOf = async (tournamentId: string, locale: string) => {
    const answer = await call(t.app, 'GET', `/api/players/prize-winning-players/${tournamentId}/all`, {
      token: owner.token,
      headers: { 'accept-language': locale },
    });
    expectOk(answer);
    return prizeWinnersResponse.parse(answer.body).data;
  };

  it('refuses in the language the request asks for, and says the engine’s explanation in it, its list as the language lists', async () => {
    const { tournamentId, winners } = await tournamentWithWinners(t, owner, [1000_00]);
    const refused = await call(t.app, 'GET', `/api/players/prize-winning-players/${tournamentId}/juniors`, {
      token: owner.token,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expectFailure(refused, 404, 'La grille des prix n’a pas de catégorie juniors');

    // The engine's words, kept with the award as the prizes service stores them.
    const tied = ['Anand', 'Bhat', 'Chen'].map((name, i) => ({ startNumber: i + 1, name, order: i + 1, points: 5 }));
    const [award] = allocatePrizes(tied, {
      tieMethod: 'split',
      categories: [{ id: 'overall', name: 'Overall', priority: 1, amounts: [600_00, 300_00, 100_00] }],
    }).awards;
    await t.database.db.update(prizeWinners).set({ explanation: award.explanation }).where(eq(prizeWinners.id, winners[0].id));
    expect((await winnersOf(tournamentId, 'fr')).winners[0].explanation).toBe(
      'Overall, 1re place : Anand, 5 points, 1er au classement ; à égalité à 5 points avec Bhat et Chen : places 1, 2 et 3 mises en commun et partagées à parts égales',
    );
    expect((await winnersOf(tournamentId, 'en')).winners[0].explanation).toBe(
      '1st Overall: Anand, 5 points, 1st in the standings; tied on 5 points with Bhat and Chen: places 1, 2 and 3 pooled and split equally',
    );
  });

  it('mails the payee link in the winner’s account language, whatever the organiser reads', async () => {
    const { winners } = await tournamentWithWinners(t, owner, [2500_00]);
    await linkAccount(t, winners[0].entryId, winner.id);
    expectOk(await call(t.app, 'PUT', '/api/auth/language', { token: winner.token, body: { locale: 'hi' } }));
    const sent = await call(t.app, 'POST', `/api/players/payee-link/${winners[0].id}`, {
      token: owner.token,
      headers: { origin: 'https://chess.example', 'accept-language': 'de' },
    });
    expectOk(sent);
    expect(sent.body).toMatchObject({ message: `Link an ${winner.email} gesendet` });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, winner.email)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.subject).toBe('Test Open में आपका पुरस्कार: हम इसका भुगतान कहाँ करें?');
    expect(mail.body).toContain('Test Open में आपके पुरस्कार (Overall, स्थान 1: ₹2,500) के लिए बधाई।');
    expect(mail.body).toMatch(/https:\/\/chess\.example\/prize-payee\/\S+/);
  });
});
