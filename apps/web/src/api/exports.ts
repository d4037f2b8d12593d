import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiError, endpointPath, endpoints, tournamentResponse, type Endpoint, type Tournament } from '@kingside/contract';
import { fileNameOf } from '../features/printouts/download.js';
import { ApiRequestError, malformedMessage, refusedMessage, requestHeaders, unreachableMessage, type ClientDeps } from './client.js';
import { call } from './endpoint-call.js';
import { api, browserDeps } from './index.js';
import { tournamentKeys } from './query-keys/tournament.js';

/** What a tournament can be exported as: the TRF for FIDE's rating report, the standings for a spreadsheet, the whole of it. */
export type ExportKind = 'trf' | 'standings' | 'bundle';

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

// Each takes the tournament's id only (the standings: the latest round).
const exportEndpoints: Record<ExportKind, Endpoint> = {
  trf: endpoints.tournaments.exportTrf,
  standings: endpoints.results.standingsCsv,
  bundle: endpoints.bundle.exportBundle,
};

const fallbackNames: Record<ExportKind, string> = { trf: 'tournament.trf', standings: 'standings.csv', bundle: 'tournament.zip' };

/** The server's failure in its own words, or the status when it gave none. */
function failureOf(body: unknown, status: number): ApiRequestError {
  const failure = apiError.safeParse(body);
  return failure.success ? new ApiRequestError(failure.data.message, status, failure.data.field) : new ApiRequestError(refusedMessage(status), status);
}

/** An export as the file the server names, with the signed-in organiser's token (the TRF and the bundle are theirs only). */
export async function fetchExport(deps: ClientDeps, kind: ExportKind, tournamentId: string): Promise<ExportedFile> {
  let response: Response;
  try {
    response = await deps.fetch(endpointPath(exportEndpoints[kind], { id: tournamentId }), {
      method: 'GET',
      headers: { ...requestHeaders(deps.token(), deps.appKey, undefined, deps.locale?.()), Accept: '*/*' },
    });
  } catch {
    throw new ApiRequestError(unreachableMessage(), 0);
  }
  if (!response.ok) throw failureOf(await response.json().catch(() => undefined), response.status);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallbackNames[kind]) };
}

export function useExport(tournamentId: string) {
  return useMutation({ mutationFn: (kind: ExportKind) => fetchExport(browserDeps, kind, tournamentId) });
}

/** After an import the new tournament is in every list of tournaments. */
function useImported() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
}

/** A TRF file (from another pairing program, or a FIDE report) as a new tournament of the caller. */
export function useImportTrf() {
  const imported = useImported();
  return useMutation({
    mutationFn: async ({ trf, name }: { trf: string; name?: string }) =>
      api(call(endpoints.tournaments.importTrf, { body: { trf, ...(name ? { name } : {}) } })),
    onSuccess: imported,
  });
}

/**
 * Sends a bundle (a Kingside export, up to 130 MB) with its upload's progress, which fetch does not report: an
 * XMLHttpRequest does. `onProgress` gets the share sent, 0 to 1.
 */
export function sendBundle(deps: ClientDeps, file: Blob, fileName: string, onProgress: (sent: number) => void): Promise<{ message: string; data: Tournament }> {
  const form = new FormData();
  form.append('file', file, fileName);
  const { method, path } = call(endpoints.bundle.importBundle, { body: form });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    for (const [header, value] of Object.entries(requestHeaders(deps.token(), deps.appKey, form, deps.locale?.()))) request.setRequestHeader(header, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(unreachableMessage(), 0));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status < 200 || request.status >= 300) return reject(failureOf(body, request.status));
      const answer = tournamentResponse.safeParse(body);
      if (!answer.success) return reject(new ApiRequestError(malformedMessage(), request.status));
      resolve(answer.data);
    };
    request.send(form);
  });
}

export function useImportBundle(onProgress: (sent: number) => void) {
  const imported = useImported();
  return useMutation({
    mutationFn: (file: Blob & { name?: string }) => sendBundle(browserDeps, file, file.name ?? 'tournament.zip', onProgress),
    onSuccess: imported,
  });
}
