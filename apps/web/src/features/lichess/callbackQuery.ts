import { t } from '@lingui/core/macro';
import type { LichessCallbackQuery } from '@kingside/contract';

/**
 * What lichess appended to /connect-lichess (code and state, or error), with the references this
 * browser kept when the login started; a sentence for the person when there is no login to finish.
 */
export function callbackQuery(
  params: URLSearchParams,
  kept: { refState: string | null; refCode: string | null },
  redirectUri: string,
): LichessCallbackQuery | { problem: string } {
  const state = params.get('state');
  if (!kept.refState || !kept.refCode)
    return { problem: t`No lichess login was started in this browser (or it was already finished). Start again from “Connect lichess”.` };
  if (!state) return { problem: t`Lichess sent no state back: start again from “Connect lichess”.` };
  const optional = (name: 'code' | 'error' | 'error_description') => {
    const value = params.get(name);
    return value ? { [name]: value } : {};
  };
  return {
    state,
    ref_state: kept.refState,
    ref_code: kept.refCode,
    redirect_uri: redirectUri,
    ...optional('code'),
    ...optional('error'),
    ...optional('error_description'),
  };
}

/** Whether the page was opened by lichess's redirect (rather than by a person, to connect or disconnect). */
export const isLichessReturn = (params: URLSearchParams) => params.has('state') || params.has('code') || params.has('error');
