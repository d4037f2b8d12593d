import PDFDocument from 'pdfkit';
import { isRightToLeft, type Locale } from '@kingside/contract';
import { say } from '../languages/say.js';
import { words } from '../languages/message.js';
import { paragraphRightToLeft, visualRuns } from './bidi.js';
import { intlLocale } from './common.js';
import { fontBytes, fontFiles, type FontName } from './fonts.js';
import { ascent, clipLines, type RunLine, type TextBox, type TextRun, textRuns, wrapRuns } from './text-runs.js';

/** What every page's head says: the tournament, what the sheet is, and when or where. */
export interface PageHeading {
  /** Usually the tournament's name. */
  title: string;
  /** What this printout is, e.g. "Pairings of round 3 — by board". */
  subtitle?: string;
  /** Right-hand detail on the subtitle's line, e.g. the round's date or the tournament's dates and city. */
  detail?: string;
}

export interface DocumentOptions {
  heading: PageHeading;
  /** The language the sheet is printed in: its footer's words, and its direction (Arabic pages run from the right). */
  locale: Locale;
  layout?: 'portrait' | 'landscape';
  /** Printed in every page's footer, in UTC as the sheet's language writes it; pass the app's clock so tests are repeatable. */
  printedAt: Date;
  /** The PDF's own metadata title; defaults to the heading's title and subtitle. */
  documentTitle?: string;
}

const MARGIN = 36;
const FOOTER_SPACE = 22;
export const GREY = '#555555';
const RULE = '#999999';

const mirroredAlign = { left: 'right', right: 'left', center: 'center' } as const;

/**
 * An A4 document with the embedded Unicode font, a heading at the top of every page and
 * "Page i of n" at the bottom of every page. Draw with `doc` (pdfkit) between `contentTop` and
 * `contentBottom`; `ensureSpace` starts a new page (with its heading) when a block would not fit.
 * In a language written right to left the page is mirrored: whatever is written at x from the left stands as far
 * from the right, its alignment swapped, so tables run their columns from the right.
 */
export class PrintDocument {
  readonly doc: PDFKit.PDFDocument;
  private readonly heading: PageHeading;
  private readonly printedAt: Date;
  readonly locale: Locale;
  readonly rightToLeft: boolean;
  /** Where content starts on the current page, below its heading. */
  contentTop = MARGIN;

  constructor(options: DocumentOptions) {
    this.heading = options.heading;
    this.printedAt = options.printedAt;
    this.locale = options.locale;
    this.rightToLeft = isRightToLeft(options.locale);
    this.doc = new PDFDocument({
      size: 'A4',
      layout: options.layout ?? 'portrait',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
      autoFirstPage: false,
      bufferPages: true,
      lang: options.locale,
      info: {
        Title: options.documentTitle ?? [options.heading.title, options.heading.subtitle].filter(Boolean).join(' — '),
        Creator: 'Kingside',
        CreationDate: options.printedAt,
      },
    });
    for (const name of fontFiles) this.doc.registerFont(name, fontBytes(name));
    this.doc.on('pageAdded', () => this.drawHeading());
    this.doc.addPage();
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  get right(): number {
    return this.left + this.width;
  }

  /** The lowest y content may reach on this page (the footer lies below). */
  get contentBottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  font(name: FontName, size: number): this {
    this.doc.font(name).fontSize(size);
    return this;
  }

  /** A new page when `height` points do not fit below the current position; true when it turned the page. */
  ensureSpace(height: number): boolean {
    if (this.doc.y + height <= this.contentBottom) return false;
    this.doc.addPage();
    return true;
  }

  /** A bold section title, kept on one page with at least `keepWith` points of what follows. */
  sectionTitle(text: string, keepWith = 40): void {
    const box: TextBox = { font: 'bold', size: 12, width: this.width };
    this.ensureSpace(this.textHeight(text, box) + keepWith);
    this.flow(text, box);
    this.doc.moveDown(0.3);
  }

  /** Running text across the page width, turning pages as needed. */
  paragraph(text: string, size = 10): void {
    this.flow(text, { font: 'regular', size, width: this.width });
    this.doc.moveDown(0.5);
  }

  /** A small grey note across the page width (a table's legend). */
  note(text: string): void {
    this.doc.fillColor('#333333');
    this.flow(text, { font: 'regular', size: 8, width: this.width });
    this.doc.fillColor('black');
  }

  /** How tall the text stands wrapped in the box. */
  textHeight(text: string, box: TextBox): number {
    const runs = textRuns(text, box.font);
    if (runs.every((run) => run.font === box.font)) {
      this.font(box.font, box.size);
      const height = this.doc.heightOfString(text || ' ', { width: box.width });
      return box.maxLines ? Math.min(height, box.maxLines * this.lineHeight(box)) : height;
    }
    return this.lines(runs, box).length * this.lineHeight(box);
  }

  /**
   * The text wrapped in the box with its top left at (x, y), each character in a font that has it
   * (names with chess pieces or emoji); leaves `doc.y` below it. Does not turn the page.
   */
  write(text: string, at: number, y: number, given: TextBox): void {
    const { x, box } = this.placed(at, given);
    const runs = textRuns(text, box.font);
    if (runs.every((run) => run.font === box.font)) {
      this.font(box.font, box.size);
      const clip = box.maxLines ? { height: box.maxLines * this.lineHeight(box), ellipsis: true } : {};
      this.doc.text(text, x, y, { width: box.width, align: box.align ?? 'left', ...clip });
      return;
    }
    const lines = this.lines(runs, box);
    const rightToLeft = paragraphRightToLeft(text, this.rightToLeft);
    lines.forEach((line, i) => this.drawLine(line, x, y + i * this.lineHeight(box), box, rightToLeft));
    this.font(box.font, box.size);
    this.doc.x = x;
    this.doc.y = y + lines.length * this.lineHeight(box);
  }

  /** Like `write` from the current position at the left margin, turning the page between lines as needed. */
  flow(text: string, box: TextBox): void {
    const runs = textRuns(text, box.font);
    if (runs.every((run) => run.font === box.font)) {
      this.write(text, this.left, this.doc.y, box);
      return;
    }
    const { x, box: placed } = this.placed(this.left, box);
    const rightToLeft = paragraphRightToLeft(text, this.rightToLeft);
    for (const line of this.lines(runs, box)) {
      this.ensureSpace(this.lineHeight(box));
      const y = this.doc.y;
      this.drawLine(line, x, y, placed, rightToLeft);
      this.doc.y = y + this.lineHeight(box);
    }
    this.font(box.font, box.size);
    this.doc.x = this.left;
  }

  /** How wide the text runs on one line. */
  textWidth(text: string, box: Omit<TextBox, 'width'>): number {
    return textRuns(text, box.font).reduce((sum, run) => sum + this.runWidth(run, box.size), 0);
  }

  /**
   * Where something `width` wide drawn at x from the left (a box, a line, a QR code) stands on this page: as far from
   * the right on a right-to-left page, so it keeps its place beside the text written with it.
   */
  pageX(x: number, width = 0): number {
    return this.rightToLeft ? this.left + this.right - x - width : x;
  }

  /** Where a box written at x from the left stands on this page, its alignment swapped on a right-to-left page. */
  private placed(x: number, box: TextBox): { x: number; box: TextBox } {
    if (!this.rightToLeft) return { x, box };
    return { x: this.pageX(x, box.width), box: { ...box, align: mirroredAlign[box.align ?? 'left'] } };
  }

  private lineHeight(box: TextBox): number {
    this.font(box.font, box.size);
    return this.doc.currentLineHeight(true);
  }

  private runWidth(run: TextRun, size: number): number {
    this.doc.font(run.font).fontSize(size);
    return this.doc.widthOfString(run.text);
  }

  private lines(runs: TextRun[], box: TextBox): RunLine[] {
    const measure = (run: TextRun) => this.runWidth(run, box.size);
    const lines = wrapRuns(runs, box.width, measure);
    return box.maxLines ? clipLines(lines, box.maxLines, box.width, box.font, measure) : lines;
  }

  private drawLine(line: RunLine, x: number, top: number, box: TextBox, rightToLeft: boolean): void {
    const room = box.width - line.width;
    let at = x + (box.align === 'right' ? room : box.align === 'center' ? room / 2 : 0);
    // Each font puts its glyphs at its own height; the line's own font sets the baseline for all.
    const baseline = top + ascent(box.font, box.size);
    for (const run of visualRuns(line.runs, rightToLeft)) {
      this.doc.font(run.font).fontSize(box.size);
      this.doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      at += this.runWidth(run, box.size);
    }
  }

  private drawHeading(): void {
    const { doc } = this;
    const { title, subtitle, detail } = this.heading;
    doc.fillColor('black');
    this.write(title, this.left, MARGIN, { font: 'bold', size: 14, width: this.width });
    if (subtitle || detail) {
      const y = doc.y;
      const small = { font: 'regular', size: 10 } as const;
      const detailWidth = detail ? Math.min(this.width / 2, this.textWidth(detail, small) + 1) : 0;
      if (subtitle) this.write(subtitle, this.left, y, { ...small, width: this.width - detailWidth - 8 });
      const afterSubtitle = doc.y;
      if (detail) {
        doc.fillColor(GREY);
        this.write(detail, this.right - detailWidth, y, { ...small, width: detailWidth, align: 'right' });
        doc.fillColor('black');
      }
      doc.y = Math.max(afterSubtitle, doc.y);
    }
    const ruleY = doc.y + 3;
    doc.moveTo(this.left, ruleY).lineTo(this.right, ruleY).lineWidth(0.7).strokeColor(RULE).stroke();
    doc.x = this.left;
    doc.y = ruleY + 8;
    this.contentTop = doc.y;
  }

  private drawFooters(): void {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    const time = new Intl.DateTimeFormat(intlLocale(this.locale), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(this.printedAt);
    const printed = say(this.locale, words('Printed {time} UTC · Kingside', { time }));
    const small = { font: 'regular', size: 8, width: this.width / 2, maxLines: 1 } as const;
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // Text below the bottom margin would make pdfkit open a page of its own; the footer lives there on purpose.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - 6;
      doc.fillColor(GREY);
      this.write(printed, this.left, y, small);
      this.write(say(this.locale, words('Page {page} of {pages}', { page: i - start + 1, pages: count })), this.left + this.width / 2, y, {
        ...small,
        align: 'right',
      });
      doc.fillColor('black');
      doc.page.margins.bottom = bottom;
    }
  }

  /** Footers on every page, then the finished file. */
  async toBuffer(): Promise<Buffer> {
    this.drawFooters();
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return done;
  }
}

/**
 * `attachment; filename=…` for a download: an ASCII fallback name plus the UTF-8 name (RFC 6266),
 * so "Łódź Open" saves as itself where the browser can and as "Lodz-Open" elsewhere.
 */
export function attachmentHeader(baseName: string, extension: string): string {
  const utf8 = `${baseName.replace(/[\\/:*?"<>|\r\n]+/g, '-').trim() || 'kingside'}.${extension}`;
  const ascii =
    baseName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'L')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'kingside';
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(utf8)}`;
}
