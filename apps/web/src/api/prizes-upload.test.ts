import { describe, expect, it } from 'vitest';
import type { PrizeUploadReport } from '@kingside/contract';
import { unreachableMessage } from './client.js';
import { answerTone } from '../features/players-upload/uploadView.js';
import { sendPrizeUpload, type PrizeUploadRequest } from './prizes-upload.js';

const tournamentId = '00000000-0000-4000-8000-000000000003';
const request: PrizeUploadRequest = { tournamentId, file: new File(['Category,Place,Start no\r\nOverall,1,1\r\n'], 'prizes.csv'), preview: true };
const report: PrizeUploadReport = {
  tournamentId,
  fileName: 'prizes.csv',
  format: 'csv',
  currency: 'INR',
  columns: [],
  rows: [],
  counts: { rows: 0, ready: 0, errors: 0, saved: 0 },
  saved: false,
  winners: null,
};

function answering(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fake: typeof fetch = async (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : String(input), init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, deps: { fetch: fake, token: () => 'tok' } };
}

describe('prize winners upload call', () => {
  it('sends the sheet and the fields as a multipart form with the bearer', async () => {
    const { calls, deps } = answering(200, { message: '1 prize ready to upload', data: report });
    expect(await sendPrizeUpload(deps, request)).toEqual({ ok: true, status: 200, message: '1 prize ready to upload', report });
    expect(calls[0].url).toBe('/api/players/upload-prize-winning-players');
    expect((calls[0].init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    const form = calls[0].init?.body as FormData;
    expect([form.get('tournamentId'), form.get('preview'), (form.get('file') as File).name]).toEqual([tournamentId, 'true', 'prizes.csv']);
  });

  it('keeps the report of a refused save, whose message is an error', async () => {
    const message = 'Upload failed: every row is fine except row 3 (column Place: …). Nothing was saved';
    const { deps } = answering(400, { message, field: 'file', data: report });
    const answer = await sendPrizeUpload(deps, { ...request, preview: false });
    expect(answer).toEqual({ ok: false, status: 400, message, report });
    expect(answerTone(answer)).toBe('error');
    // A preview with a row in error ("Cannot upload yet: …"), in whichever language it is said.
    const withErrors: PrizeUploadReport = { ...report, counts: { ...report.counts, rows: 1, errors: 1 } };
    expect(answerTone({ ok: true, report: withErrors })).toBe('error');
  });

  it('says the server cannot be reached', async () => {
    const deps = { fetch: (() => Promise.reject(new TypeError('offline'))) as typeof fetch, token: () => null };
    expect(await sendPrizeUpload(deps, request)).toEqual({ ok: false, status: 0, message: unreachableMessage(), report: null });
  });
});
