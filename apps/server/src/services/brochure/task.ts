// The brochure as the PDF threads draw it (services/core/pdf/pool.ts), from what brochure.ts read.

import type { PdfFile } from '../core/pdf/pool.js';
import { learnLanguages } from '../core/languages/say.js';
import { renderBrochure, type BrochureInput } from './pdf.js';

// Each thread reads the catalogues once, before it draws a brochure in a reader's language.
await learnLanguages();

/** The logo crosses into the thread as a plain Uint8Array, which pdfkit would take for a file name. */
export async function brochure({ logo, ...input }: Omit<BrochureInput, 'logo'> & { logo?: Uint8Array }): Promise<PdfFile> {
  const pdf = await renderBrochure({ ...input, logo: logo && Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength) });
  return { pdf, fileName: `${input.tournament.name} brochure` };
}
