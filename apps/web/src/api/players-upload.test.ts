import { describe, expect, it } from 'vitest';
import type { PlayersUploadReport } from '@kingside/contract';
import { unreachableMessage } from './client.js';
import { sendUpload, templateUrl, uploadForm, type UploadRequest } from './players-upload.js';

const tournamentId = '00000000-0000-4000-8000-000000000002';
const file = new File(['Name\r\nA\r\n'], 'players.csv', { type: 'text/csv' });
const request: UploadRequest = { tournamentId, file, preview: true, skipDuplicates: false };
const emptyReport: PlayersUploadReport = {
  tournamentId,
  fileName: 'players.csv',
  format: 'csv',
  ratingColumn: null,
  columns: [{ index: 1, header: 'Name', field: 'name' }],
  rows: [],
  counts: { rows: 0, ready: 0, errors: 0, duplicates: 0, skipped: 0, saved: 0 },
  saved: false,
  players: null,
};

function answering(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fake: typeof fetch = async (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : String(input), init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, deps: { fetch: fake, token: () => 'tok', appKey: 'key' } };
}

describe('player upload call', () => {
  it('sends the file and the fields as a multipart form, with the bearer and the app key', async () => {
    const { calls, deps } = answering(200, { message: '1 player ready to upload', data: emptyReport });
    const answer = await sendUpload(deps, request);
    expect(answer).toEqual({ ok: true, status: 200, message: '1 player ready to upload', report: emptyReport });
    expect(calls[0].url).toBe('/api/players/upload');
    expect(calls[0].init?.method).toBe('POST');
    const headers = calls[0].init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBeUndefined();
    const form = calls[0].init?.body as FormData;
    expect([form.get('tournamentId'), form.get('preview'), form.get('skipDuplicates')]).toEqual([tournamentId, 'true', 'false']);
    expect((form.get('file') as File).name).toBe('players.csv');
  });

  it('keeps the report of a refused save, so the rows in error can be shown', async () => {
    const { deps } = answering(400, { message: 'Upload failed: every row is fine except row 3', field: 'file', data: emptyReport });
    expect(await sendUpload(deps, { ...request, preview: false })).toEqual({
      ok: false,
      status: 400,
      message: 'Upload failed: every row is fine except row 3',
      report: emptyReport,
    });
  });

  it('reads a plain failure, an answer it does not understand, and an unreachable server', async () => {
    expect(await sendUpload(answering(403, { message: 'You do not manage this tournament' }).deps, request)).toEqual({
      ok: false,
      status: 403,
      message: 'You do not manage this tournament',
      report: null,
    });
    expect((await sendUpload(answering(502, 'gateway').deps, request)).message).toBe('The server refused the upload (HTTP 502).');
    const down = { fetch: (() => Promise.reject(new TypeError('offline'))) as typeof fetch, token: () => null };
    expect(await sendUpload(down, request)).toEqual({ ok: false, status: 0, message: unreachableMessage(), report: null });
  });

  it('names a file without a name, and links the templates', () => {
    const blob = new Blob(['Name'], { type: 'text/csv' });
    expect((uploadForm({ ...request, file: blob }).get('file') as File).name).toBe('players');
    expect(templateUrl('xlsx')).toBe('/api/players/upload-template?format=xlsx');
  });
});
