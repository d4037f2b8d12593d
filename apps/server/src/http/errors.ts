import { SOURCE_LOCALE } from '@kingside/contract';
import type { Message } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

/**
 * A failure the client can act on. Services throw these; the error handler turns them into
 * `{message, field?}` with the status, said in the reader's language, so no client input ever ends in a 500.
 * The error's own message is the English, for logs.
 */
export class ApiFailure extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    readonly words: Message,
    readonly field?: string,
    /** Seconds until a rate-limited caller may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(say(SOURCE_LOCALE, words));
    this.name = 'ApiFailure';
  }
}

export const badRequest = (message: Message, field?: string) => new ApiFailure(400, message, field);
export const unauthorized = (message: Message) => new ApiFailure(401, message);
export const forbidden = (message: Message) => new ApiFailure(403, message);
export const notFound = (message: Message) => new ApiFailure(404, message);
export const conflict = (message: Message, field?: string) => new ApiFailure(409, message, field);
export const serviceUnavailable = (message: Message) => new ApiFailure(503, message);
export const payloadTooLarge = (message: Message, field?: string) => new ApiFailure(413, message, field);
export const unsupportedMediaType = (message: Message, field?: string) => new ApiFailure(415, message, field);
export const tooManyRequests = (message: Message, retryAfterSeconds?: number) => new ApiFailure(429, message, undefined, retryAfterSeconds);
