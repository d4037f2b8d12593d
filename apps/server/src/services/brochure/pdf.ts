import { formatPoints, tiebreakRule, type BrochureContent, type Locale } from '@kingside/contract';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable } from '../core/pdf/table.js';
import { longDate, tournamentDetail } from '../core/pdf/common.js';
import type { TournamentRow } from '../core/access.js';

const SYSTEMS: Record<TournamentRow['system'], string> = {
  dutch: 'Swiss system (FIDE Dutch)',
  round_robin: 'Round robin',
  double_round_robin: 'Double round robin',
  team_swiss: 'Team Swiss (FIDE C.04.6)',
  team_round_robin: 'Team round robin',
  team_double_round_robin: 'Team double round robin',
};

export interface BrochureInput {
  tournament: TournamentRow;
  /** The entry fee with its currency ("₹30"), null when the tournament charges none. */
  entryFee: string | null;
  content: BrochureContent;
  /** PNG or JPEG bytes of the tournament's logo. */
  logo?: Buffer;
  printedAt: Date;
  /** The language its dates are written in and its direction (its words are English for now). */
  locale: Locale;
}

/** The facts a player checks before entering, from the tournament's own settings. */
export function keyFacts(t: TournamentRow, entryFee: string | null, locale: Locale): [string, string][] {
  const rounds = t.totalRounds > 0 ? `, ${t.totalRounds} rounds` : '';
  const facts: [string, string | null][] = [
    ['System', `${SYSTEMS[t.system]}${rounds}`],
    ['Dates', tournamentDetail({ startDate: t.startDate, endDate: t.endDate, city: null }, locale) || null],
    ['Time control', t.timeControl],
    ['Rated', `FIDE ${t.ratingType}`],
    ['Entry fee', entryFee],
    ['Points', `win ${formatPoints(t.pointSystem.win)}, draw ${formatPoints(t.pointSystem.draw)}, loss ${formatPoints(t.pointSystem.loss)}`],
    ['Tie-breaks', tiebreakRule(t)],
    ['Chief arbiter', t.chiefArbiter],
    ['Deputy arbiters', t.deputyArbiters.length > 0 ? t.deputyArbiters.join(', ') : null],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '');
}

/** The brochure: logo, description, key facts, schedule, venue, prizes and contacts, on as many A4 pages as it needs. */
export async function renderBrochure({ tournament: t, entryFee, content, logo, printedAt, locale }: BrochureInput): Promise<Buffer> {
  const pdf = new PrintDocument({
    locale,
    heading: { title: t.name, subtitle: 'Tournament brochure', detail: tournamentDetail(t, locale) },
    printedAt,
    documentTitle: `${t.name} — brochure`,
  });
  const { doc } = pdf;

  if (logo) {
    const size = 90;
    try {
      doc.image(logo, pdf.left, doc.y, { fit: [size * 2, size] });
      doc.y += size + 10;
    } catch {
      // A logo pdfkit cannot read (an unusual PNG variant) is left out rather than failing the brochure.
    }
  }

  if (content.description) {
    pdf.sectionTitle('About the tournament');
    pdf.paragraph(content.description, 11);
  }

  pdf.sectionTitle('Key facts');
  for (const [label, value] of keyFacts(t, entryFee, locale)) {
    pdf.ensureSpace(16);
    // The label in bold, then its value, which may name people or places in any script (and their emoji).
    const y = doc.y;
    pdf.font('bold', 10);
    const labelWidth = doc.fillColor('black').widthOfString(`${label}: `);
    pdf.write(`${label}: `, pdf.left, y, { font: 'bold', size: 10, width: labelWidth + 1 });
    pdf.write(value, pdf.left + labelWidth, y, { font: 'regular', size: 10, width: pdf.width - labelWidth });
  }
  doc.moveDown(0.8);

  if (content.schedule.length > 0) {
    pdf.sectionTitle('Schedule');
    drawTable(pdf, {
      columns: [
        { header: 'Date', width: 130, value: (item) => longDate(item.date, locale) },
        { header: 'Time', width: 60, value: (item) => item.time },
        { header: 'Event', value: (item) => item.label },
      ],
      rows: [...content.schedule].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`)),
      fontSize: 10,
      zebra: true,
    });
    doc.moveDown(0.8);
  }

  const sections: [string, string][] = [
    ['Venue', content.venue],
    ['Prizes', content.prizes],
    ['Contacts', content.contacts],
  ];
  for (const [title, text] of sections) {
    if (!text) continue;
    pdf.sectionTitle(title);
    pdf.paragraph(text, 11);
  }
  return pdf.toBuffer();
}
