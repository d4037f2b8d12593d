import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prizeApi, prizeUploadFailure, prizeUploadResponse, type PrizeUploadReport } from '@kingside/contract';
import { MALFORMED_MESSAGE, UNREACHABLE_MESSAGE, requestHeaders, type ClientDeps } from '../../api/client.js';
import { browserDeps } from '../../api/index.js';
import { prizeKeys } from '../../api/prizes.js';

export interface PrizeUploadRequest {
  tournamentId: string;
  file: Blob & { name?: string };
  /** Check only; nothing is saved. */
  preview: boolean;
}

/** What the upload answered; a refused save still carries the report (which rows, which columns). */
export interface PrizeUploadAnswer {
  ok: boolean;
  status: number;
  message: string;
  report: PrizeUploadReport | null;
}

export function prizeUploadForm(request: PrizeUploadRequest): FormData {
  const form = new FormData();
  form.append('tournamentId', request.tournamentId);
  form.append('preview', String(request.preview));
  form.append('file', request.file, request.file.name ?? 'prizes');
  return form;
}

/** The app's shared client drops a failure's report, hence a call of its own (as the players upload). */
export async function sendPrizeUpload(deps: ClientDeps, request: PrizeUploadRequest): Promise<PrizeUploadAnswer> {
  const body = prizeUploadForm(request);
  let response: Response;
  try {
    response = await deps.fetch(prizeApi.upload.path, { method: 'POST', headers: requestHeaders(deps.token(), deps.appKey, body), body });
  } catch {
    return { ok: false, status: 0, message: UNREACHABLE_MESSAGE, report: null };
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const answer = prizeUploadResponse.safeParse(json);
    return answer.success
      ? { ok: true, status: response.status, message: answer.data.message, report: answer.data.data }
      : { ok: false, status: response.status, message: MALFORMED_MESSAGE, report: null };
  }
  const failure = prizeUploadFailure.safeParse(json);
  return failure.success
    ? { ok: false, status: response.status, message: failure.data.message, report: failure.data.data ?? null }
    : { ok: false, status: response.status, message: `The server refused the upload (HTTP ${response.status}).`, report: null };
}

/** Preview or save; after a save the winners (and the structure's dates) are read again. */
export function usePrizeUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PrizeUploadRequest) => sendPrizeUpload(browserDeps, request),
    onSuccess: async (answer, request) => {
      if (answer.ok && !request.preview) await queryClient.invalidateQueries({ queryKey: prizeKeys.all(request.tournamentId) });
    },
  });
}
