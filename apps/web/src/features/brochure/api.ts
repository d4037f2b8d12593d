import { useQuery } from '@tanstack/react-query';
import { apiError, brochurePdfUrl, brochureResponse, brochureUrl, type BrochureContentBody } from '@kingside/contract';
import { ApiRequestError, requestHeaders, UNREACHABLE_MESSAGE } from '../../api/client.js';
import { callQuery, useCallMutation } from '../../api/calls.js';
import { readToken } from '../../api/token.js';
import { useRefreshTournaments } from '../../api/tournaments.js';
import { fileNameOf, type PdfFile } from '../printouts/download.js';

export const brochureKeys = { of: (id: string) => ['tournament', 'brochure', id] as const };

/** The saved brochure, or for its organisers a first draft from the tournament's own fields. */
export function useBrochure(tournamentId: string | undefined) {
  return useQuery({
    ...callQuery(brochureKeys.of(tournamentId ?? ''), { method: 'GET', path: brochureUrl(tournamentId ?? ''), response: brochureResponse }),
    enabled: tournamentId !== undefined,
  });
}

export function useSaveBrochure(tournamentId: string) {
  return useCallMutation(
    (content: BrochureContentBody) => ({ method: 'PUT', path: brochureUrl(tournamentId), body: content, response: brochureResponse }) as const,
    // The brochure and the tournament (is_brochure) both change: the brochure's key is under the tournaments'.
    useRefreshTournaments(),
  );
}

/** The brochure PDF, fetched with the token (organisers may print an unsaved draft); failures carry the server's message. */
export async function fetchBrochurePdf(tournamentId: string): Promise<PdfFile> {
  let response: Response;
  try {
    response = await fetch(brochurePdfUrl(tournamentId), {
      headers: { ...requestHeaders(readToken(), import.meta.env.VITE_APP_KEY, undefined), Accept: 'application/pdf, application/json' },
    });
  } catch {
    throw new ApiRequestError(UNREACHABLE_MESSAGE, 0);
  }
  if (!response.ok) {
    const failure = apiError.safeParse(await response.json().catch(() => undefined));
    throw new ApiRequestError(failure.success ? failure.data.message : `The server refused the request (HTTP ${response.status}).`, response.status);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), 'brochure.pdf') };
}
