import { unstorableTextAt } from '@kingside/contract';
import { words } from '../services/core/languages/message.js';
import { badRequest, type ApiFailure } from './errors.js';

/**
 * The 400 for a request whose strings hold a NUL (PostgreSQL refuses it in text) or an unpaired surrogate
 * (no UTF-8 encoding), wherever it is: checked once for every route, on the parsed JSON body and the query,
 * before any schema or service sees it, so none answers 500 for it. Undefined when there is none.
 */
export function unstorableText(value: unknown, part: 'request body' | 'query'): ApiFailure | undefined {
  const field = unstorableTextAt(value);
  if (field === undefined) return undefined;
  if (field !== '')
    return badRequest(words('{field}: Text must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)', { field }), field);
  return badRequest(
    words('{part, select, query {The query} other {The request body}} must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)', {
      part: part === 'query' ? 'query' : 'body',
    }),
  );
}
