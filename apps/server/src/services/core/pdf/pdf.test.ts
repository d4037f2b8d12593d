import { describe, expect, it } from 'vitest';
import { attachmentHeader, PrintDocument } from './document.js';
import { readPdf } from '../../../test-support/read-pdf.js';
import { drawTable } from './table.js';

const printedAt = new Date('2026-05-02T18:30:00Z');

function sheet(rows: number) {
  const pdf = new PrintDocument({ heading: { title: 'Łódź Open', subtitle: 'Player list', detail: '1–5 May 2026 · Łódź' }, printedAt, locale: 'en' });
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
    expect(text).toContain('Printed 2 May 2026, 18:30 UTC');
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

  it('prints chess pieces and emoji in names from the fallback fonts, keeping the text and the columns', async () => {
    const name = 'Magnus ♔ Carlsen 😀 ♞';
    const pdf = new PrintDocument({ heading: { title: 'Open ♛ 2026', subtitle: 'Player list' }, printedAt, locale: 'en' });
    drawTable(pdf, {
      columns: [
        { header: 'No', width: 30, align: 'right', value: (n: number) => String(n) },
        { header: 'Name', width: 90, value: (n) => (n === 1 ? name : 'Paweł Żółć') },
        { header: 'Club', width: 60, align: 'right', value: (n) => (n === 1 ? '♜ Rooks' : 'Łódź') },
      ],
      rows: [1, 2],
    });
    const bytes = await pdf.toBuffer();
    const fonts = [...bytes.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    expect(fonts).toEqual(expect.arrayContaining(['NotoSans-Regular', 'NotoSansSymbols2-Regular', 'NotoEmoji-Regular']));
    const { text } = await readPdf(bytes);
    const letters = text.replace(/\s+/g, '');
    expect(letters).toContain('Magnus♔Carlsen😀♞');
    expect(letters).toContain('Open♛2026');
    expect(letters).toContain('♜Rooks');
  });

  it('wraps mixed-font text within its width and ends a cut line in an ellipsis', () => {
    const pdf = new PrintDocument({ heading: { title: 'Open' }, printedAt, locale: 'en' });
    const box = { font: 'regular', size: 10, width: 60 } as const;
    const one = pdf.textHeight('♔', box);
    expect(pdf.textHeight('Magnus ♔ Carlsen 😀 ♞ Hansen', box)).toBeGreaterThan(2 * one);
    expect(pdf.textHeight('Magnus ♔ Carlsen 😀 ♞ Hansen', { ...box, maxLines: 1 })).toBe(one);
    expect(pdf.textWidth('♔♔', box)).toBeCloseTo(2 * pdf.textWidth('♔', box));
  });

  it('names the download in ASCII and in UTF-8', () => {
    expect(attachmentHeader('Łódź Open – pairings round 3', 'pdf')).toBe(
      `attachment; filename="Lodz-Open-pairings-round-3.pdf"; filename*=UTF-8''${encodeURIComponent('Łódź Open – pairings round 3.pdf')}`,
    );
  });
});
