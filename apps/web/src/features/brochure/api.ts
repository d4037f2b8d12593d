import { useQuery } from '@tanstack/react-query';
import { brochurePdfUrl, brochureResponse, brochureUrl, type BrochureContentBody } from '@kingside/contract';
import { callQuery, useCallMutation } from '../../api/calls.js';
import { browserDeps } from '../../api/index.js';
import { useRefreshTournaments } from '../../api/tournaments.js';
import { fetchPdf, type PdfFile } from '../printouts/download.js';

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

/** The brochure PDF (organisers may print an unsaved draft, so it goes with the token). */
export function fetchBrochurePdf(tournamentId: string): Promise<PdfFile> {
  return fetchPdf(browserDeps, brochurePdfUrl(tournamentId), 'brochure.pdf');
}
