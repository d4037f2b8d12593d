import { useQuery } from '@tanstack/react-query';
import { endpoints, type BrochureContentBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call, endpointUrl } from './endpoint-call.js';
import { browserDeps } from './index.js';
import { useRefreshTournaments } from './tournaments.js';
import { fetchPdf, type PdfFile } from '../features/printouts/download.js';
import { brochureKeys } from './query-keys/brochure.js';

/** The saved brochure, or for its organisers a first draft from the tournament's own fields. */
export function useBrochure(tournamentId: string | undefined) {
  return useQuery({
    ...callQuery(brochureKeys.of(tournamentId ?? ''), call(endpoints.brochure.read, { params: { id: tournamentId ?? '' } })),
    enabled: tournamentId !== undefined,
  });
}

export function useSaveBrochure(tournamentId: string) {
  return useCallMutation(
    (content: BrochureContentBody) => call(endpoints.brochure.save, { params: { id: tournamentId }, body: content }),
    // The brochure and the tournament (is_brochure) both change: the brochure's key is under the tournaments'.
    useRefreshTournaments(),
  );
}

/** The brochure PDF (organisers may print an unsaved draft, so it goes with the token). */
export function fetchBrochurePdf(tournamentId: string): Promise<PdfFile> {
  return fetchPdf(browserDeps, endpointUrl(endpoints.brochure.pdf, { params: { id: tournamentId } }), 'brochure.pdf');
}
