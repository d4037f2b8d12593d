import type { PrintDocument } from './document.js';

export interface Column<R> {
  header: string;
  /** Points; columns without a width share what is left of the page width. */
  width?: number;
  align?: 'left' | 'center' | 'right';
  value(row: R): string;
  /** Bold cell (a leader's points, a winner's result…). */
  bold?(row: R): boolean;
}

export interface TableOptions<R> {
  columns: readonly Column<R>[];
  rows: readonly R[];
  fontSize?: number;
  /** Shade every other row, so a line is easy to follow across a wide sheet. */
  zebra?: boolean;
  /** Rows drawn in grey (withdrawn players). */
  muted?(row: R): boolean;
}

const PAD_X = 3;
const PAD_Y = 2.5;
const HEADER_FILL = '#e6e6e6';
const ZEBRA_FILL = '#f4f4f4';

/** Column widths in points: fixed ones as given, the others an equal share of the rest (never below 30). */
export function columnWidths<R>(columns: readonly Column<R>[], total: number): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const flexible = columns.filter((c) => c.width === undefined).length;
  const share = flexible === 0 ? 0 : Math.max(30, (total - fixed) / flexible);
  return columns.map((c) => c.width ?? share);
}

/**
 * The columns, each fixed width widened to its header in bold where the sheet's language words it longer than English
 * does: a header never breaks inside a word.
 */
export function fittedColumns<R>(pdf: PrintDocument, columns: readonly Column<R>[], size = 9): Column<R>[] {
  return columns.map((c) =>
    c.width === undefined ? c : { ...c, width: Math.max(c.width, Math.ceil(pdf.textWidth(c.header, { font: 'bold', size }) + 2 * PAD_X)) },
  );
}

/**
 * A table from the current position down, continued on as many pages as it needs: a row never
 * splits across pages, and every page the table reaches starts with the column headers again.
 * Long cells (names, clubs) wrap within their column.
 */
export function drawTable<R>(pdf: PrintDocument, options: TableOptions<R>): void {
  const { doc } = pdf;
  const size = options.fontSize ?? 9;
  const widths = columnWidths(options.columns, pdf.width);
  const left = pdf.left;

  const cellHeight = (text: string, width: number, bold: boolean) => pdf.textHeight(text, { font: bold ? 'bold' : 'regular', size, width: width - 2 * PAD_X });

  const drawRow = (cells: string[], bolds: boolean[], height: number, fill: string | null, colour: string) => {
    const y = doc.y;
    if (fill)
      doc
        .rect(
          left,
          y,
          widths.reduce((a, b) => a + b, 0),
          height,
        )
        .fill(fill);
    let x = left;
    cells.forEach((text, i) => {
      doc.fillColor(colour);
      pdf.write(text, x + PAD_X, y + PAD_Y, {
        font: bolds[i] ? 'bold' : 'regular',
        size,
        width: widths[i] - 2 * PAD_X,
        align: options.columns[i].align ?? 'left',
      });
      x += widths[i];
    });
    doc.fillColor('black');
    doc.x = left;
    doc.y = y + height;
  };

  const headerCells = options.columns.map((c) => c.header);
  const headerHeight = Math.max(...headerCells.map((text, i) => cellHeight(text, widths[i], true))) + 2 * PAD_Y;
  const drawHeader = () => {
    drawRow(
      headerCells,
      headerCells.map(() => true),
      headerHeight,
      HEADER_FILL,
      'black',
    );
    doc
      .moveTo(left, doc.y)
      .lineTo(left + widths.reduce((a, b) => a + b, 0), doc.y)
      .lineWidth(0.5)
      .strokeColor('#888888')
      .stroke();
  };

  options.rows.forEach((row, index) => {
    const cells = options.columns.map((c) => c.value(row));
    const bolds = options.columns.map((c) => c.bold?.(row) ?? false);
    const height = Math.max(...cells.map((text, i) => cellHeight(text, widths[i], bolds[i]))) + 2 * PAD_Y;
    // The header goes with the first row, and again at the top of every page the table runs onto.
    if (index === 0) {
      pdf.ensureSpace(headerHeight + height);
      drawHeader();
    } else if (pdf.ensureSpace(height)) {
      drawHeader();
    }
    const fill = options.zebra && index % 2 === 1 ? ZEBRA_FILL : null;
    drawRow(cells, bolds, height, fill, options.muted?.(row) ? '#808080' : 'black');
  });
  if (options.rows.length === 0) {
    pdf.ensureSpace(headerHeight);
    drawHeader();
  }
  doc.moveDown(0.5);
}
