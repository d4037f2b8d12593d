import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generatePlayers, writeFideList } from '../apps/server/src/integrations/fide/generate-list.js';
import { PHONE } from './support/browser.js';
import { useKingside } from './support/session.js';

const admin = { email: 'admin@club.example', password: 'rating-list-admin' };
// The server makes this administrator account when it starts.
const kingside = useKingside({ env: () => ({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }) });

it('the administrator imports the FIDE rating list from the dashboard on a phone, follows its progress and reads what it holds', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'kingside-fide-list-'));
  const file = path.join(folder, 'players_list_foa.txt');
  await writeFideList(generatePlayers({ players: 40, seed: 11, listYear: 2026 }), { format: 'txt', out: file });
  const list = await readFile(file);
  await rm(folder, { recursive: true, force: true });

  const token = await kingside.logIn(admin);
  const { page, context, pageErrors } = await kingside.signedIn(token);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/dashboard');
  const panel = page.locator('.ant-card').filter({ hasText: 'FIDE rating list' });
  await panel.getByText('No list has been imported yet.').waitFor();

  await panel.locator('input[type=file]').setInputFiles({ name: 'players_list_foa.txt', mimeType: 'text/plain', buffer: list });
  // Done: the list in use and what it holds, counted.
  await panel.getByText(/^In use: the list of .*, 40 players \(players_list_foa\.txt, imported /).waitFor({ timeout: 30_000 });
  await panel.locator('.ant-descriptions').getByText('Players').waitFor();
  expect(await panel.locator('.ant-progress').getAttribute('class')).toContain('ant-progress-status-success');
  expect(pageErrors).toEqual([]);
  await context.close();
});
