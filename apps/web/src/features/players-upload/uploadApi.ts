import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  playersUploadApi,
  playersUploadFailure,
  playersUploadResponse,
  type PlayersUploadReport,
} from '@kingside/contract';
import { MALFORMED_MESSAGE, UNREACHABLE_MESSAGE, requestHeaders, type ClientDeps } from '../../api/client.js';
import { browserDeps } from '../../api/index.js';
import { refreshEntriesAndRounds } from '../../api/players.js';

export interface UploadRequest {
  tournamentId: string;
  file: Blob & { name?: string };
  /** Check only; nothing is saved. */
  preview: boolean;
  /** Leave out the rows of players already entered. */
  skipDuplicates: boolean;
}

/**
 * What an upload answered. A refused save still carries the report (which rows, which columns),
 * which the app's shared client would drop with the rest of a failure, hence a call of its own.
 */
export interface UploadAnswer {
  ok: boolean;
  status: number;
  message: string;
  report: PlayersUploadReport | null;
}

export function uploadForm(request: UploadRequest): FormData {
  const form = new FormData();
  form.append('tournamentId', request.tournamentId);
  form.append('preview', String(request.preview));
  form.append('skipDuplicates', String(request.skipDuplicates));
  form.append('file', request.file, request.file.name ?? 'players');
  return form;
}

export async function sendUpload(deps: ClientDeps, request: UploadRequest): Promise<UploadAnswer> {
  const body = uploadForm(request);
  let response: Response;
  try {
    response = await deps.fetch(playersUploadApi.upload.path, { method: 'POST', headers: requestHeaders(deps.token(), deps.appKey, body), body });
  } catch {
    return { ok: false, status: 0, message: UNREACHABLE_MESSAGE, report: null };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (response.ok) {
    const answer = playersUploadResponse.safeParse(json);
    return answer.success
      ? { ok: true, status: response.status, message: answer.data.message, report: answer.data.data }
      : { ok: false, status: response.status, message: MALFORMED_MESSAGE, report: null };
  }
  const failure = playersUploadFailure.safeParse(json);
  return failure.success
    ? { ok: false, status: response.status, message: failure.data.message, report: failure.data.data ?? null }
    : { ok: false, status: response.status, message: `The server refused the upload (HTTP ${response.status}).`, report: null };
}

/** Preview or save; after a save the tournament's players, their cards, rounds and tournament figures are read again. */
export function usePlayersUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UploadRequest) => sendUpload(browserDeps, request),
    onSuccess: async (answer, request) => {
      if (!answer.ok || request.preview) return;
      // Late entries get a zero-point bye in the rounds already paired.
      await refreshEntriesAndRounds(queryClient, request.tournamentId);
    },
  });
}

/** The template's address: a plain download link (no sign-in needed). */
export const templateUrl = (format: 'csv' | 'xlsx') => `${playersUploadApi.template.path}?format=${format}`;
