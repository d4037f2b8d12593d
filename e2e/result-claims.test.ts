import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { endpoints } from '@kingside/contract';
import type { Person } from './support/accounts.js';
import { expectPath, horizontalOverflow, PHONE } from './support/browser.js';
import { useKingside } from './support/session.js';

// No demo tournament: these tests make their own, and the server starts sooner without it.
const kingside = useKingside({ env: () => ({ SEED_DEMO: 'false' }) });

const password = 'queens-gambit-4';
const organiser: Person = { name: 'Olga Organiser', email: 'olga@claims.example', password, role: 'organiser' };
/** Strongest first: round 1 pairs 1–3 on board 1 and 4–2 on board 2. */
const players: Person[] = ['Ames, Ann', 'Bell, Bo', 'Cole, Cy', 'Dunn, Di'].map((name, i) => ({
  name,
  email: `player${i + 1}@claims.example`,
  password,
  role: 'player',
}));
const ratings = [2000, 1900, 1800, 1700];

/** A Swiss the four players registered for themselves, round 1 paired and started; the tournament's id and the organiser's token. */
async function startedRound(): Promise<{ id: string; token: string; tokens: string[] }> {
  const token = await kingside.register(organiser);
  const created = await kingside.call(endpoints.tournaments.create, {
    token,
    body: { name: 'Phone Results Open', rounds: 3, initialColour: 'w', enable_registration: true },
  });
  const id = created.data.id;
  const tokens: string[] = [];
  for (const [i, player] of players.entries()) {
    const playerToken = await kingside.register(player);
    await kingside.call(endpoints.players.register, { token: playerToken, params: { tournamentId: id }, body: { rating: ratings[i] } });
    tokens.push(playerToken);
  }
  await kingside.call(endpoints.pairings.generate, { token, query: { round: 1, tournamentId: id } });
  await kingside.call(endpoints.roundTriggers.start, { token, body: { tournamentId: id } });
  return { id, token, tokens };
}

/** Uncaught script errors of every phone opened by a test; each test expects none. */
let pageErrors: Error[] = [];

/** A phone, signed in with the token when one is given. */
async function phone(token?: string): Promise<Page> {
  const opened = await kingside.visit(PHONE);
  if (token) await opened.context.addInitScript((stored) => localStorage.setItem('token', stored), token);
  opened.page.on('pageerror', (error) => pageErrors.push(error));
  return opened.page;
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).first();

describe('results confirmed by the players on their phones', () => {
  it('two players confirm their board from the slip’s address (one signing in on the way) and the arbiter accepts with one tap', async () => {
    pageErrors = [];
    const { id, token, tokens } = await startedRound();
    const boardPage = `/tournaments/${id}/board/1/1`;

    // White scans the QR code signed out: sign in, and back to the board.
    const white = await phone();
    await white.goto(boardPage);
    const asked = white.locator('.ks-page').filter({ hasText: 'Sign in to confirm the result of your game' });
    await asked.getByRole('link', { name: 'Sign in' }).click();
    const form = white.locator('form#sign-in');
    await form.getByLabel('Email', { exact: true }).fill(players[0].email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(white, boardPage);
    const board = white.locator('.ks-page');
    await board.getByText('Ames, Ann').waitFor();
    await board.getByText('Cole, Cy').waitFor();
    expect(await board.getByText('— you').count()).toBe(1);
    await white.getByRole('button', { name: '1-0: White won' }).click();
    await status(white).getByText('You confirmed 1-0').waitFor();
    expect(await horizontalOverflow(white)).toBe(0);

    // Black opens the same board: the opponent's result is offered; one tap agrees.
    const black = await phone(tokens[2]);
    await black.goto(boardPage);
    await status(black).getByText('Your opponent confirmed 1-0').waitFor();
    await black.getByRole('button', { name: '1-0: White won' }).click();
    await status(black).getByText('You both confirmed 1-0').waitFor();
    // White's page follows the live stream.
    await status(white).getByText('You both confirmed 1-0').waitFor();

    // Pending, not the result: the arbiter's score page lists it, and one tap enters it.
    const arbiter = await phone(token);
    await arbiter.goto(`/score-update/${id}/1`);
    const claims = arbiter.getByLabel('Confirmed by the players');
    await claims.getByText('Pending approval').waitFor();
    await claims.getByText('Both players confirmed 1-0').waitFor();
    expect(await arbiter.getByLabel('Board 1', { exact: true }).getByRole('button', { name: 'Board 1: White won (1-0)' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await claims.getByRole('button', { name: 'Accept 1-0 on board 1' }).click();
    await arbiter.getByLabel('Board 1', { exact: true }).getByText('Saved: 1-0').waitFor();
    await claims.waitFor({ state: 'detached' });
    expect(await horizontalOverflow(arbiter)).toBe(0);

    await status(white).getByText('The arbiter entered 1-0').waitFor();
    expect(await white.getByRole('button', { name: '1-0: White won' }).count()).toBe(0);
    const history = await kingside.call(endpoints.results.history, { token, query: { round: 1, tournamentId: id } });
    expect(history.data).toMatchObject([{ board: 1, newResult: '1-0', changedBy: { name: organiser.name } }]);
    expect(pageErrors).toEqual([]);
  });

  it('different results flag the board for the arbiter, whose entry wins; a late confirmation changes nothing', async () => {
    pageErrors = [];
    const { id, token, tokens } = await startedRound();
    const boardPage = `/tournaments/${id}/board/1/2`;
    const white = await phone(tokens[3]);
    const black = await phone(tokens[1]);
    await white.goto(boardPage);
    await white.getByRole('button', { name: '1-0: White won' }).click();
    await status(white).getByText('You confirmed 1-0').waitFor();
    await black.goto(boardPage);
    await black.getByRole('button', { name: '0-1: Black won' }).click();
    await status(black).getByText('Your opponent confirmed another result').waitFor();
    await status(white).getByText('Your opponent confirmed another result').waitFor();

    // A player of board 1 may not confirm board 2.
    const outsider = await phone(tokens[0]);
    await outsider.goto(boardPage);
    await outsider.getByText('Only the two players of board 2 may confirm its result').waitFor();

    const arbiter = await phone(token);
    await arbiter.goto(`/score-update/${id}/1`);
    const claims = arbiter.getByLabel('Confirmed by the players');
    await claims.getByText('Disputed', { exact: true }).waitFor();
    await claims.getByText('Disputed: White says 1-0, Black says 0-1. Tap the result below.').waitFor();
    expect(await claims.getByRole('button', { name: /^Accept/ }).count()).toBe(0);
    await arbiter.getByRole('button', { name: 'Board 2: Draw (1/2-1/2)' }).click();
    await arbiter.getByLabel('Board 2', { exact: true }).getByText('Saved: ½-½').waitFor();

    await status(white).getByText('The arbiter entered ½-½').waitFor();
    await status(black).getByText('The arbiter entered ½-½').waitFor();
    const late = await kingside.request('POST', `/api/tournament/${id}/boards/1/2/result-claim`, { token: tokens[1], body: { result: '1/2-1/2' } });
    expect(late).toMatchObject({
      status: 409,
      body: {
        message: 'The arbiter has entered the result of board 2: 1/2-1/2. Confirmations no longer change it. Your confirmation (1/2-1/2) was not recorded.',
      },
    });
    expect(pageErrors).toEqual([]);
  });
});
