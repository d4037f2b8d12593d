/**
 * A failure the client can act on. Services throw these; the error handler turns them into
 * `{message, field?}` with the status, so no client input ever ends in a 500.
 */
export class ApiFailure extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    message: string,
    readonly field?: string,
    /** Seconds until a rate-limited caller may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const badRequest = (message: string, field?: string) => new ApiFailure(400, message, field);
export const unauthorized = (message: string) => new ApiFailure(401, message);
export const forbidden = (message: string) => new ApiFailure(403, message);
export const notFound = (message: string) => new ApiFailure(404, message);
export const conflict = (message: string, field?: string) => new ApiFailure(409, message, field);
export const serviceUnavailable = (message: string) => new ApiFailure(503, message);
export const payloadTooLarge = (message: string, field?: string) => new ApiFailure(413, message, field);
export const unsupportedMediaType = (message: string, field?: string) => new ApiFailure(415, message, field);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) => new ApiFailure(429, message, undefined, retryAfterSeconds);
