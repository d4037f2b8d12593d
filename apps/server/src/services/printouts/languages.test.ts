import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, printoutEndpoints, tournamentResponse } from '@kingside/contract';
import { readPdf } from '../../test-support/read-pdf.js';
import { as, expectOk, useAccount, type Account } from '../../test-support/accounts.js';
import { useTestApp } from '../../test-support/index.js';
import { teamEventFixture } from '../../test-support/team-fixture.js';

// A small Swiss after a few rounds (the engine's conformance data).
const smallSwiss = readFileSync(new URL('../../../../../packages/engine/conformance/dutch/rtg3-00172.trf', import.meta.url), 'utf8');

// Devanagari's shaped glyphs are read back as words by Poppler's pdftotext (Debian's poppler-utils), not by readPdf.
// CI installs it (.ci/run), so there its absence fails the test instead of skipping it.
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const hindiSkipped = !hasPdftotext && process.env.CI !== 'true';
if (hindiSkipped)
  process.stdout.write('printouts/languages.test.ts: the Hindi printout is not read back: it needs pdftotext (apt-get install poppler-utils)\n');

const embeddedFonts = (bytes: Buffer) => [...bytes.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);

describe('printouts in the reader’s language', () => {
  const t = useTestApp('pglite');
  const olga = useAccount(t, 'organiser');
  const cleo = useAccount(t, 'player');
  let id: string;

  beforeAll(async () => {
    const answer = await as(t, olga).post('/api/tournament/import-trf', { trf: smallSwiss, name: 'Chennai Open' });
    expectOk(answer, 201);
    id = tournamentResponse.parse(answer.body).data.id;
  }, 60_000);

  const pdfOf = async (endpoint: keyof typeof printoutEndpoints, language?: string, { of = id, who }: { of?: string; who?: Account } = {}) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: endpointPath(printoutEndpoints[endpoint], { id: of }),
      headers: { ...(language ? { 'accept-language': language } : {}), ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.rawPayload;
  };

  it('prints English by default', async () => {
    const { text } = await readPdf(await pdfOf('standings'));
    expect(text).toContain('Standings after round');
    expect(text).toContain('Page 1 of');
  });

  it.skipIf(hindiSkipped)('prints Hindi in Noto Sans Devanagari', async () => {
    const bytes = await pdfOf('crosstable', 'hi-IN,hi;q=0.9');
    expect(embeddedFonts(bytes)).toEqual(expect.arrayContaining(['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold']));
    const text = execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString();
    expect(text).toContain('क्रॉसटेबल');
    expect(text).toContain('पृष्ठ 1');
    expect((await readPdf(await pdfOf('pairings', 'hi'))).text).not.toContain('Pairings of round');
  });

  it('prints Arabic in Noto Sans Arabic, the English words gone', async () => {
    const bytes = await pdfOf('pairings', 'ar');
    expect(embeddedFonts(bytes)).toEqual(expect.arrayContaining(['NotoSansArabic-Regular', 'NotoSansArabic-Bold']));
    const { text } = await readPdf(bytes);
    expect(text).not.toMatch(/Pairings of round|Page \d/);
    // Text extraction reads joined Arabic letters back only roughly: the words are Arabic, not which.
    expect((await readPdf(await pdfOf('standings', 'ar'))).text).toMatch(/\p{Script=Arabic}{3}/u);
  });

  it('prints the arbiter’s paperwork in the reader’s language: result slips, and a team event’s match result sheets', async () => {
    const slips = (await readPdf(await pdfOf('result-slips', 'fr', { who: olga }))).text.replace(/\s+/g, ' ');
    expect(slips).toMatch(/Ronde \d+ · Échiquier 1/);
    expect(slips).toContain('Signature des Blancs');
    expect(slips).toContain('Scannez pour confirmer le résultat');
    expect(slips).not.toMatch(/White's signature|Result slips of round/);
    // The footer's date and time are the language's too.
    expect(slips).toMatch(/Imprimé le \d{1,2} \p{L}+\.? \d{4}, \d{1,2}:\d{2} UTC/u);

    const league = await teamEventFixture(t, olga, cleo, 'Liga de Primavera');
    const sheets = (await readPdf(await pdfOf('result-slips', 'es', { of: league.id, who: olga }))).text.replace(/\s+/g, ' ');
    expect(sheets).toContain('Actas de encuentro de la ronda 1 — 2 encuentros');
    expect(sheets).toContain('Ronda 1 · Mesa 1');
    expect(sheets).toContain('Capitán de Liga de Primavera team 1');
    expect(sheets).toContain('Total del encuentro');
    expect(sheets).not.toMatch(/Match total|Captain of|Arbiter/);
  });

  it.skipIf(!process.env.PRINTOUT_PREVIEW)('leaves page images to look at', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'printouts-'));
    const league = await teamEventFixture(t, olga, cleo, 'Chennai League');
    const sheets = [
      ...(['pairings', 'standings', 'crosstable'] as const).map((endpoint) => ({ name: endpoint, endpoint, of: id })),
      { name: 'result-slips', endpoint: 'result-slips', of: id },
      { name: 'match-sheets', endpoint: 'result-slips', of: league.id },
    ] as const;
    for (const language of ['hi', 'ar'])
      for (const { name, endpoint, of } of sheets) {
        const file = join(folder, `${name}-${language}.pdf`);
        writeFileSync(file, await pdfOf(endpoint, language, { of, who: olga }));
        execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', file, file.replace('.pdf', '')]);
      }
    console.log(folder);
  });
});
