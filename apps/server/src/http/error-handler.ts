import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { wordsOfSentence, type ApiError } from '@kingside/contract';
import { words, type Message } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';
import { ApiFailure } from './errors.js';
import { isOutOfSpace } from './out-of-space.js';

/** Which part of the request a schema refused, for the `{part, select, ...}` of its message. */
const parts: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** Fastify's own refusals, in words a client developer can act on. */
const fastifyMessages: Record<string, Message> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json)',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
};

/** busboy's words for a multipart body cut short or without its boundary: the client's doing, and its errors carry no status. */
const malformedMultipart = /unexpected end of multipart data|boundary not found|boundary required/i;

/**
 * Every failure leaves as `{message, field?}`. Anything caused by the request is a 4xx that says
 * what to fix; a 500 only ever means a bug here, and is logged with its stack.
 */
export function errorHandler(error: FastifyError | ApiFailure, request: FastifyRequest, reply: FastifyReply) {
  const failure = (message: Message, field?: string): ApiError => {
    const said = say(request.locale, message);
    return field === undefined ? { message: said } : { message: said, field };
  };
  if (error instanceof ApiFailure) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send(failure(error.words, error.field));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [issue] = error.validation;
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    const part = parts[error.validationContext ?? 'body'] ?? 'other';
    if (!field) {
      return reply
        .code(400)
        .send(
          failure(
            words(
              '{part, select, body {The request body} query {The query} path {The path} headers {The headers} other {The request}} is missing or not an object',
              { part },
            ),
          ),
        );
    }
    return reply.code(400).send(failure(words('{field}: {problem}', { field, problem: wordsOfSentence(issue.message ?? 'Invalid value') }), field));
  }
  if (isSyntaxError(error)) {
    return reply.code(400).send(failure('The request body is not valid JSON'));
  }
  if (error.statusCode === undefined && /^multipart\//i.test(request.headers['content-type'] ?? '') && malformedMultipart.test(error.message)) {
    return reply
      .code(400)
      .send(failure(words('The multipart form is malformed ({reason}); send it whole, as multipart/form-data with its boundary', { reason: error.message })));
  }
  if (!isResponseSerializationError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own refusals: empty JSON body, wrong content type, body too large…
    return reply.code(error.statusCode).send(failure(fastifyMessages[error.code] ?? words('{reason}', { reason: error.message })));
  }
  if (isOutOfSpace(error)) {
    // The operator's to fix, not the client's, and not a bug: said plainly, logged loudly.
    request.log.error({ err: error }, 'out of disk space');
    return reply
      .code(507)
      .send(failure("The server's disk is full, so nothing was saved; try again once its operator has freed space (or raised the quota) where it writes"));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(failure('Something went wrong on the server; please try again'));
}

function isSyntaxError(error: FastifyError | ApiFailure): boolean {
  return error instanceof SyntaxError || (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY';
}
