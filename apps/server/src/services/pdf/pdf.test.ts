import { describe, expect, it } from 'vitest';
import { attachmentHeader, PrintDocument } from './document.js';
import { readPdf } from './test-support/read-pdf.js';
import { drawTable } from './table.js';

const printedAt = new Date('2026-05-02T18:30:00Z');

function sheet(rows: number) {
  const pdf = new PrintDocument({ heading: { title: 'Łódź Open', subtitle: 'Player list', detail: '1–5 May 2026 · Łódź' }, printedAt });
  drawTable(pdf, {
    columns: [
      { header: 'No', width: 30, align: 'right', value: (n: number) => String(n) },
      { header: 'Name', value: (n) => (n === 1 ? 'Иван Петров' : n === 2 ? 'Paweł Żółć' : `Player ${n}`) },
      { header: 'Rating', width: 50, align: 'right', value: (n) => String(2000 + n) },
    ],
    rows: Array.from({ length: rows }, (_, i) => i + 1),
    zebra: true,
  });
  return pdf.toBuffer();
}

describe('PDF building blocks', () => {
  it('writes a PDF whose text keeps non-Latin names, with the heading and page numbers', async () => {
    const bytes = await sheet(3);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text, sizes } = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    expect(sizes).toEqual([[595, 842]]);
    expect(text).toContain('Иван Петров');
    expect(text).toContain('Paweł Żółć');
    expect(text).toContain('Łódź Open');
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain('Printed 2026-05-02 18:30 UTC');
  });

  it('runs a long table onto further pages, repeating the heading and column headers on each', async () => {
    const { pages } = await readPdf(await sheet(200));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    pages.forEach((page, i) => {
      expect(page).toContain('Łódź Open');
      expect(page).toMatch(/No\s+Name\s+Rating/);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const text = pages.join('\n');
    for (const n of [1, 57, 123, 200]) expect(text).toContain(`${2000 + n}`);
  });

  it('names the download in ASCII and in UTF-8', () => {
    expect(attachmentHeader('Łódź Open – pairings round 3', 'pdf')).toBe(
      `attachment; filename="Lodz-Open-pairings-round-3.pdf"; filename*=UTF-8''${encodeURIComponent('Łódź Open – pairings round 3.pdf')}`,
    );
  });
});
