import { t } from '@lingui/core/macro';
import { apiError, printoutEndpoints, type PrintoutKind } from '@kingside/contract';
import { ApiRequestError, buildUrl, requestHeaders, unreachableMessage, type ClientDeps, type Query } from '../../api/client.js';
import { endpointUrl } from '../../api/endpoint-call.js';

export interface PdfFile {
  blob: Blob;
  fileName: string;
}

/**
 * The name the server gave the download: the UTF-8 one (RFC 6266 filename*) where present, so
 * "Łódź Open – pairings round 3.pdf" keeps its letters, else the plain one.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1].trim());
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2]?.trim()) || fallback;
}

/**
 * A PDF from the server, with the signed-in user's token (result slips and unsaved brochure drafts
 * need it); failures carry the server's message. `fallbackName` names the file when the server does not.
 */
export async function fetchPdf(deps: ClientDeps, url: string, fallbackName: string): Promise<PdfFile> {
  let response: Response;
  try {
    response = await deps.fetch(url, {
      method: 'GET',
      headers: { ...requestHeaders(deps.token(), deps.appKey, undefined, deps.locale?.()), Accept: 'application/pdf, application/json' },
    });
  } catch {
    throw new ApiRequestError(unreachableMessage(), 0);
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const failure = apiError.safeParse(body);
    if (failure.success) throw new ApiRequestError(failure.data.message, response.status, failure.data.field);
    const status = response.status;
    throw new ApiRequestError(t`The server refused the request (HTTP ${status}).`, status);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}

export function fetchPrintout(deps: ClientDeps, tournamentId: string, kind: PrintoutKind, query?: Query): Promise<PdfFile> {
  return fetchPdf(deps, buildUrl(endpointUrl(printoutEndpoints[kind], { params: { id: tournamentId } }), query), `${kind}.pdf`);
}

/** Hands the file to the browser as a download (an object URL clicked through a link, then released). */
export function saveFile({ blob, fileName }: PdfFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
