import { describe, expect, it } from 'vitest';
import { APP_KEY_HEADER, endpoints } from '@kingside/contract';
import { endpointUrl } from '../../api/endpoint-call.js';
import { ApiRequestError, unreachableMessage } from '../../api/client.js';
import { fetchPdf, fetchPrintout, fileNameOf } from './download.js';

const id = '5b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

function fakeFetch(response: () => Response) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: input instanceof Request ? input.url : String(input), headers: init?.headers as Record<string, string> });
    return Promise.resolve(response());
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('printout downloads', () => {
  it('names the file by the UTF-8 name, else the plain one, else the fallback', () => {
    const name = 'Łódź Open – pairings round 3.pdf';
    expect(fileNameOf(`attachment; filename="Lodz-Open-pairings-round-3.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`, 'x.pdf')).toBe(name);
    expect(fileNameOf('attachment; filename="standings.pdf"', 'x.pdf')).toBe('standings.pdf');
    expect(fileNameOf('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="plain.pdf"', 'x.pdf')).toBe('plain.pdf');
    expect(fileNameOf(null, 'players.pdf')).toBe('players.pdf');
  });

  it('fetches the printout with the bearer token and app key, and keeps the PDF and its name', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const { fetch, calls } = fakeFetch(
      () =>
        new Response(pdf, {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Open-result-slips-round-2.pdf"' },
        }),
    );
    const file = await fetchPrintout({ fetch, token: () => 'tok', appKey: 'key' }, id, 'result-slips', { round: 2 });
    expect(calls[0].url).toBe(`/api/tournament/${id}/printouts/result-slips?round=2`);
    expect(calls[0].headers.Authorization).toBe('Bearer tok');
    expect(calls[0].headers[APP_KEY_HEADER]).toBe('key');
    expect(file.fileName).toBe('Open-result-slips-round-2.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(pdf);
  });

  it('names a PDF without a server-given name by its fallback (the brochure)', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(new Uint8Array([0x25]), { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const file = await fetchPdf({ fetch, token: () => 'tok' }, endpointUrl(endpoints.brochure.pdf, { params: { id } }), 'brochure.pdf');
    expect(calls[0].url).toBe(`/api/tournament/${id}/brochure.pdf`);
    expect(calls[0].headers.Authorization).toBe('Bearer tok');
    expect(file.fileName).toBe('brochure.pdf');
  });

  it("fails with the server's message and field", async () => {
    const { fetch } = fakeFetch(() => Response.json({ message: 'Round 4 is not paired yet' }, { status: 404 }));
    const failure = fetchPrintout({ fetch, token: () => null }, id, 'pairings', { round: 4, order: 'name' });
    await expect(failure).rejects.toEqual(new ApiRequestError('Round 4 is not paired yet', 404));
    const refused = fakeFetch(() => Response.json({ message: 'round: Rounds count from 1', field: 'round' }, { status: 400 }));
    await expect(fetchPrintout({ fetch: refused.fetch, token: () => null }, id, 'standings', { round: 0 })).rejects.toMatchObject({
      status: 400,
      field: 'round',
    });
    const broken = fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(fetchPrintout({ fetch: broken.fetch, token: () => null }, id, 'players')).rejects.toMatchObject({ status: 502 });
  });

  it('says the server cannot be reached when the request never gets there', async () => {
    const fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    await expect(fetchPrintout({ fetch, token: () => null }, id, 'crosstable')).rejects.toEqual(new ApiRequestError(unreachableMessage(), 0));
  });
});
