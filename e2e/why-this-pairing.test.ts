import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@kingside/contract';
import { DESKTOP, expectPath, horizontalOverflow, PHONE } from './support/browser.js';
import { startedSwiss } from './support/club-event.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();
let id: string;

beforeAll(async () => {
  const token = await kingside.logIn({ email: 'organiser@kingside.demo', password: 'kingside-demo' });
  id = await startedSwiss(kingside, token, 'Why Open');
  // Round 1: Ames beat Cole, Dunn beat Bell (white won both). Round 2 is paired by the engine.
  await kingside.call(endpoints.results.scoreUpload, {
    token,
    query: { round: 1, tournamentId: id },
    body: { results: [1, 2].map((board) => ({ board, result: '1-0' as const })) },
  });
  await kingside.call(endpoints.pairings.generate, { token, query: { round: 2, tournamentId: id } });
});

describe('Why this pairing', () => {
  it("opens from the round's public pairings and explains the score groups and each board's colour rule", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, pageErrors } = await kingside.visit(viewport);
      await page.goto(`/tournaments/${id}/pairings/2`);
      const pairings = page.getByRole('tabpanel', { name: 'Pairings' });
      await pairings.getByRole('link', { name: 'Why this pairing' }).click();
      await expectPath(page, `/tournaments/${id}/pairings/2/why`);
      await page.getByRole('heading', { name: 'Why this pairing · Round 2' }).waitFor({ timeout: 15_000 });

      // The score groups in order, with their players: the round-1 winners, then the others.
      const groups = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Score groups' }) });
      await groups.getByText('Players: Ames, Ann (1), Dunn, Di (4)').waitFor();
      await groups.getByText('Players: Bell, Bo (2), Cole, Cy (3)').waitFor();
      expect(await groups.getByRole('heading', { level: 4 }).allInnerTexts()).toEqual(['1 point', '0 points']);

      // Both pairs are due the same colours with the same history: the higher ranked player's preference decides.
      const colours = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Colours' }) });
      expect(await colours.getByRole('heading', { level: 4 }).allInnerTexts()).toEqual([
        'Board 1: Dunn, Di (4) – Ames, Ann (1)',
        'Board 2: Bell, Bo (2) – Cole, Cy (3)',
      ]);
      await colours
        .getByText(
          /Ames, Ann \(1\), the higher ranked, gets the preference, black \(C\.04\.3 art\. 5\.2\.4: grant the higher ranked player's colour preference\)/,
        )
        .waitFor();
      await page.getByText('No bye: an even number of players was paired.').waitFor();
      expect(await page.getByText('Changed by the arbiter').count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);

      // Back to the round's pairings.
      await page.getByRole('link', { name: 'Pairings of round 2' }).click();
      await expectPath(page, `/tournaments/${id}/pairings/2`);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('says why there is nothing to explain for a round not paired yet', async () => {
    const { page, context } = await kingside.visit(PHONE);
    await page.goto(`/tournaments/${id}/pairings/3/why`);
    await page.getByRole('alert').filter({ hasText: 'Round 3 is not paired yet' }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
