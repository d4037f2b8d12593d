// The brochure as the PDF threads draw it (services/core/pdf/pool.ts), from what brochure.ts read.

import type { PdfFile } from '../core/pdf/pool.js';
import { learnLanguages, say } from '../core/languages/say.js';
import { words } from '../core/languages/message.js';
import { renderBrochure, type BrochureInput } from './pdf.js';

// Each thread reads the catalogues once, before it draws a brochure in a reader's language.
await learnLanguages();

/** The logo crosses into the thread as a plain Uint8Array, which pdfkit would take for a file name. */
export async function brochure({ logo, ...input }: Omit<BrochureInput, 'logo'> & { logo?: Uint8Array }): Promise<PdfFile> {
  const pdf = await renderBrochure({ ...input, logo: logo && Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength) });
  return { pdf, fileName: say(input.locale, words('{tournament} brochure', { tournament: input.tournament.name })) };
}
