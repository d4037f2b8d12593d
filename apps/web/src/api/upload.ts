import type { z } from 'zod';
import { endpointPath, type Endpoint } from '@kingside/contract';
import { t } from '@lingui/core/macro';
import { malformedMessage, unreachableMessage, requestHeaders, type ClientDeps } from './client.js';

/**
 * What a spreadsheet upload answered (players, prizes). A refused save still carries the report (which rows,
 * which columns are wrong), which the app's shared client drops with the rest of a failure; hence this call.
 */
export interface UploadAnswer<Report> {
  ok: boolean;
  status: number;
  message: string;
  report: Report | null;
}

export async function sendUploadForm<Report>(
  deps: ClientDeps,
  endpoint: Endpoint,
  body: FormData,
  answers: { success: z.ZodType<{ message: string; data: Report }>; failure: z.ZodType<{ message: string; data?: Report }> },
): Promise<UploadAnswer<Report>> {
  let response: Response;
  try {
    response = await deps.fetch(endpointPath(endpoint), {
      method: endpoint.method,
      headers: requestHeaders(deps.token(), deps.appKey, body, deps.locale?.()),
      body,
    });
  } catch {
    return { ok: false, status: 0, message: unreachableMessage(), report: null };
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const answer = answers.success.safeParse(json);
    return answer.success
      ? { ok: true, status: response.status, message: answer.data.message, report: answer.data.data }
      : { ok: false, status: response.status, message: malformedMessage(), report: null };
  }
  const failure = answers.failure.safeParse(json);
  const { status } = response;
  return failure.success
    ? { ok: false, status, message: failure.data.message, report: failure.data.data ?? null }
    : { ok: false, status, message: t`The server refused the upload (HTTP ${status}).`, report: null };
}
