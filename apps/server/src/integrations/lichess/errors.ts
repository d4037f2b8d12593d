/** Why a call to lichess did not give what was asked; services turn these into answers for the organiser. */

export class LichessUnreachable extends Error {
  override name = 'LichessUnreachable';
}

/** Lichess answered with an error status; `error` is its Error object's `error` (text, or fields and messages). */
export class LichessRefused extends Error {
  override name = 'LichessRefused';
  constructor(
    readonly status: number,
    readonly error: unknown,
    readonly description?: string,
  ) {
    super(`lichess answered ${status}: ${typeof error === 'string' ? error : JSON.stringify(error)}`);
  }
}

/** Lichess said 429, or asked for a pause that has not ended: no request for this token until `until`. */
export class LichessRateLimited extends Error {
  override name = 'LichessRateLimited';
  constructor(readonly until: number) {
    super('lichess asked to wait before the next request');
  }
}
