import { loadChunk } from '../errors/chunks.js';

/** The PDF download code, fetched the first time a visitor asks for a PDF: no public page needs it to show. */
export function loadDownload() {
  return loadChunk('download', () => import('./download.js'));
}

/** The brochure's PDF call, fetched with the brochure's first download for the same reason. */
export function loadBrochureApi() {
  return loadChunk('brochure', () => import('../../api/brochure.js'));
}
