import { monitorEventLoopDelay } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { spreadsheetBomb } from '../test-support/spreadsheet-bombs.js';
import { useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

const uploads = ['/api/players/upload', '/api/players/upload-sheet', '/api/players/upload-prize-winning-players'] as const;

describe.each(testDatabaseKinds)('a spreadsheet bomb on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga');
  const bombs: Record<'honest' | 'lying', Buffer> = { honest: Buffer.alloc(0), lying: Buffer.alloc(0) };

  beforeAll(async () => {
    bombs.honest = await spreadsheetBomb(false);
    bombs.lying = await spreadsheetBomb(true);
  });

  it.each(uploads.flatMap((path) => (['honest', 'lying'] as const).map((sizes) => [path, sizes] as const)))(
    '%s: a 1.4 MB sheet of 450 MB (%s sizes) is refused within 10 s while another request is answered',
    async (path, sizes) => {
      const tournamentId = await organiserOf(t, olga).create({ name: 'Bomb Open', system: 'dutch', rounds: 5 });
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const started = Date.now();
      const [answer, health] = await Promise.all([
        call(t.app, 'POST', path, {
          token: olga.token,
          form: multipart({ tournamentId, preview: 'true' }, [{ field: 'file', name: 'players.xlsx', content: bombs[sizes] }]),
        }),
        t.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      const took = Date.now() - started;
      delay.disable();
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(/^Upload failed: .*sheet1\.xml (inflates to more than 32 MB|is damaged)/);
      expect(health.statusCode).toBe(200);
      expect(took).toBeLessThan(10_000);
      // The workbook is read in a worker thread: the event loop is never held for long (before, 88–151 s).
      expect(delay.max / 1e6).toBeLessThan(1_000);
    },
  );
});
