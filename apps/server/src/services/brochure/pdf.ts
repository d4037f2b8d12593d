import { pointsRule, tiebreakRule, type BrochureContent, type Locale, type RatingType } from '@kingside/contract';
import { say } from '../core/languages/say.js';
import { words, type Words } from '../core/languages/message.js';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable } from '../core/pdf/table.js';
import { longDate, tournamentDetail } from '../core/pdf/common.js';
import type { TournamentRow } from '../core/access.js';

const SYSTEMS: Record<TournamentRow['system'], Words> = {
  dutch: words('Swiss system (FIDE Dutch)'),
  round_robin: words('Round robin'),
  double_round_robin: words('Double round robin'),
  team_swiss: words('Team Swiss (FIDE C.04.6)'),
  team_round_robin: words('Team round robin'),
  team_double_round_robin: words('Team double round robin'),
};

const FIDE_RATINGS: Record<RatingType, Words> = {
  standard: words('FIDE standard'),
  rapid: words('FIDE rapid'),
  blitz: words('FIDE blitz'),
};

export interface BrochureInput {
  tournament: TournamentRow;
  /** The entry fee with its currency ("₹30"), null when the tournament charges none. */
  entryFee: string | null;
  content: BrochureContent;
  /** PNG or JPEG bytes of the tournament's logo. */
  logo?: Buffer;
  printedAt: Date;
  /** The reader's language: the brochure's own words, its dates and its direction (the organiser's text as written). */
  locale: Locale;
}

function systemOf(t: TournamentRow): Words {
  const system = SYSTEMS[t.system];
  return t.totalRounds > 0 ? words('{system}, {rounds, plural, one {# round} other {# rounds}}', { system, rounds: t.totalRounds }) : system;
}

/** The facts a player checks before entering, from the tournament's own settings: each label (with its colon) and its value. */
export function keyFacts(t: TournamentRow, entryFee: string | null, locale: Locale): [string, string][] {
  const rules = { tiebreaks: t.tiebreaks, sharedPlaces: t.sharedPlaces, boards: t.boardsPerMatch };
  const facts: [string, string | null][] = [
    [say(locale, 'System:'), say(locale, systemOf(t))],
    [say(locale, 'Dates:'), tournamentDetail({ startDate: t.startDate, endDate: t.endDate, city: null }, locale) || null],
    [say(locale, 'Time control:'), t.timeControl],
    [say(locale, 'Rated:'), say(locale, FIDE_RATINGS[t.ratingType])],
    [say(locale, 'Entry fee:'), entryFee],
    [say(locale, 'Points:'), say(locale, pointsRule(t))],
    [say(locale, 'Tie-breaks:'), say(locale, tiebreakRule(rules))],
    [say(locale, 'Chief arbiter:'), t.chiefArbiter],
    [say(locale, 'Deputy arbiters:'), t.deputyArbiters.length > 0 ? t.deputyArbiters.join(', ') : null],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '');
}

/** The brochure: logo, description, key facts, schedule, venue, prizes and contacts, on as many A4 pages as it needs. */
export async function renderBrochure({ tournament: t, entryFee, content, logo, printedAt, locale }: BrochureInput): Promise<Buffer> {
  const pdf = new PrintDocument({
    locale,
    heading: { title: t.name, subtitle: say(locale, 'Tournament brochure'), detail: tournamentDetail(t, locale) },
    printedAt,
    documentTitle: say(locale, words('{tournament} — brochure', { tournament: t.name })),
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
    pdf.sectionTitle(say(locale, 'About the tournament'));
    pdf.paragraph(content.description, 11);
  }

  pdf.sectionTitle(say(locale, 'Key facts'));
  for (const [label, value] of keyFacts(t, entryFee, locale)) {
    pdf.ensureSpace(16);
    // The label in bold, then its value, which may name people or places in any script (and their emoji).
    const y = doc.y;
    const bold = { font: 'bold', size: 10 } as const;
    const labelWidth = pdf.textWidth(label, bold) + pdf.textWidth(' ', bold);
    doc.fillColor('black');
    pdf.write(label, pdf.left, y, { ...bold, width: labelWidth + 1 });
    pdf.write(value, pdf.left + labelWidth, y, { font: 'regular', size: 10, width: pdf.width - labelWidth });
  }
  doc.moveDown(0.8);

  if (content.schedule.length > 0) {
    pdf.sectionTitle(say(locale, 'Schedule'));
    drawTable(pdf, {
      columns: [
        { header: say(locale, 'Date'), width: 130, value: (item) => longDate(item.date, locale) },
        { header: say(locale, 'Time'), width: 60, value: (item) => item.time },
        { header: say(locale, 'Event'), value: (item) => item.label },
      ],
      rows: [...content.schedule].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`)),
      fontSize: 10,
      zebra: true,
    });
    doc.moveDown(0.8);
  }

  const sections: [string, string][] = [
    [say(locale, 'Venue'), content.venue],
    [say(locale, 'Prizes'), content.prizes],
    [say(locale, 'Contacts'), content.contacts],
  ];
  for (const [title, text] of sections) {
    if (!text) continue;
    pdf.sectionTitle(title);
    pdf.paragraph(text, 11);
  }
  return pdf.toBuffer();
}
