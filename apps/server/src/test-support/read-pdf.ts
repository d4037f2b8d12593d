import { extractText, getDocumentProxy } from 'unpdf';

export interface ReadPdf {
  /** Each page's text, in drawing order. */
  pages: string[];
  text: string;
  /** Each page's size in points ([595, 842] is A4 portrait). */
  sizes: [width: number, height: number][];
}

/** A PDF as a test reads a printout (unpdf is a devDependency: tests only). */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: false });
  const sizes: [number, number][] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const { width, height } = (await document.getPage(n)).getViewport({ scale: 1 });
    sizes.push([Math.round(width), Math.round(height)]);
  }
  return { pages: text, text: text.join('\n'), sizes };
}
