import { inflateSync } from 'node:zlib';
import jsQRModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import { endpointPath, printoutEndpoints } from '@kingside/contract';
import { useTestApp } from '../../test-support/index.js';
import { useAccount } from '../../test-support/accounts.js';
import { organiserOf } from '../../test-support/event.js';

interface Square {
  x: number;
  y: number;
  size: number;
}

// jsqr is CommonJS built from an ES module: its function is the module's default export.
const jsQR = jsQRModule.default;

/** Pixels per module when the squares are painted back into an image for the QR reader. */
const PIXELS = 8;

/**
 * Every square a few points wide the PDF draws: the QR codes' modules are the only ones. Read from the file's
 * content streams (pdfkit compresses them), where each is an `x y w h re` in pdfkit's own coordinates.
 */
function smallSquares(pdf: Buffer): Square[] {
  const squares: Square[] = [];
  const text = pdf.toString('latin1');
  for (const stream of text.matchAll(/stream\r?\n/g)) {
    const start = stream.index + stream[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // a stream left uncompressed holds no drawing here
    }
    for (const [, x, y, w, h] of content.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)) {
      if (w === h && Number(w) < 4) squares.push({ x: Number(x), y: Number(y), size: Number(w) });
    }
  }
  return squares;
}

/** Paints the squares back as modules on a grid (black on white, with a quiet zone) and reads the QR code; null when none is found. */
function readQrCode(squares: Square[]): string | null {
  const cell = squares[0].size;
  const left = Math.min(...squares.map((s) => s.x));
  const top = Math.min(...squares.map((s) => s.y));
  const modules = squares.map((s) => ({ column: Math.round((s.x - left) / cell), row: Math.round((s.y - top) / cell) }));
  const quiet = 4;
  const side = (Math.max(...modules.map((m) => Math.max(m.column, m.row))) + 1 + 2 * quiet) * PIXELS;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const { column, row } of modules) {
    for (let y = (row + quiet) * PIXELS; y < (row + quiet + 1) * PIXELS; y++) {
      for (let x = (column + quiet) * PIXELS; x < (column + quiet + 1) * PIXELS; x++) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

describe('the QR codes on the result slips', () => {
  const t = useTestApp('pglite');
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  it("read back, name each board's page for its players under the address the arbiter printed from", async () => {
    const { id } = await o.createWithPlayers(6, { rounds: 3 });
    await o.pair(id, 1);
    const response = await t.app.inject({
      method: 'GET',
      url: `${endpointPath(printoutEndpoints['result-slips'], { id })}?round=1`,
      headers: { authorization: `Bearer ${olga.token}`, host: 'hall.example:8080' },
    });
    expect(response.statusCode).toBe(200);
    const squares = smallSquares(response.rawPayload);

    // One code per board, down the page (four slips to a page, one page here): a gap wider than a few modules starts the next.
    const boards: Square[][] = [];
    for (const square of squares.toSorted((a, b) => a.y - b.y)) {
      const last = boards.at(-1);
      if (last && square.y - (last.at(-1) as Square).y < 10) last.push(square);
      else boards.push([square]);
    }
    expect(boards).toHaveLength(3);
    expect(boards.map(readQrCode)).toEqual([1, 2, 3].map((board) => `http://hall.example:8080/tournaments/${id}/board/1/${board}`));
  });
});
