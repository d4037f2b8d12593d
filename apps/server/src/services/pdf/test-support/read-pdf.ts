import { extractText } from 'unpdf';

/** A PDF's pages as text, the way a test reads a printout (unpdf is a devDependency: tests only). */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; text: string }> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return { pages: text, text: text.join('\n') };
}
