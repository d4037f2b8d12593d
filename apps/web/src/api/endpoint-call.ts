import type { z } from 'zod';
import { endpointPath, type Endpoint } from '@kingside/contract';
import { buildUrl, type Call } from './client.js';

type SuccessStatus = 200 | 201 | 202;
const successStatuses: readonly SuccessStatus[] = [200, 201, 202];

/** The schema of an endpoint's successful answer (its 2xx entry in the table). */
export type SuccessOf<E extends Endpoint> = Extract<E['response'][Extract<keyof E['response'], SuccessStatus>], z.ZodType>;

type Empty = Record<never, never>;
type ParamsInput<E> = E extends { params: z.ZodType } ? { params: z.input<E['params']> } : { params?: undefined };
type QueryInput<E> = E extends { query: z.ZodType }
  ? Empty extends z.input<E['query']>
    ? { query?: z.input<E['query']> }
    : { query: z.input<E['query']> }
  : { query?: undefined };
type BodyInput<E> = E extends { body: z.ZodType }
  ? { body: z.input<E['body']> | (E extends { multipart: true } ? FormData : never) }
  : E extends { multipart: true }
    ? { body: FormData }
    : { body?: undefined };

/** What a call of the endpoint fills in: its path parameters, its query and its body, as the table types them. */
export type CallInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

/** What an address of the endpoint fills in: its path parameters and its query. */
export type UrlInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E>;

/** Nothing to pass when the endpoint needs nothing. */
type Argument<I> = Empty extends I ? [input?: I] : [input: I];

/** The address of an endpoint (path parameters filled, query appended), for links, downloads and uploads sent by hand. */
export function endpointUrl<E extends Endpoint>(endpoint: E, ...[input]: Argument<UrlInput<E>>): string {
  return buildUrl(endpointPath(endpoint, input?.params), input?.query);
}

/**
 * One call of an endpoint of the table (@kingside/contract), ready for the API client: its method, its path with the
 * parameters filled in, the query and body, and the schema its answer is checked against.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input]: Argument<CallInput<E>>): Call<SuccessOf<E>> {
  const status = successStatuses.find((candidate) => endpoint.response[candidate] !== undefined);
  if (status === undefined) throw new Error(`${endpoint.method} ${endpoint.path} answers no JSON to read: use endpointUrl`);
  return {
    method: endpoint.method,
    path: endpointPath(endpoint, input?.params),
    query: input?.query,
    body: input?.body,
    response: endpoint.response[status] as SuccessOf<E>,
  };
}
