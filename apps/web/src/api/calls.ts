import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient, Call } from './client.js';
import { api } from './index.js';

/** One API call whose answer's data the query cache keeps under `queryKey`. */
export interface CachedCall<T> {
  queryKey: QueryKey;
  call: Omit<Call<z.ZodType<{ message: string; data: T }>>, 'signal'>;
}

/**
 * A call the server's first render of a public page reads too (ssr/pageCalls.ts): the page's hook and the server
 * name it once, so the answers the server embeds land under the keys the page reads.
 */
export function cachedCall<T>(queryKey: QueryKey, call: CachedCall<T>['call']): CachedCall<T> {
  return { queryKey, call };
}

/** Query options over one API call: the cache keeps the answer's data; the envelope's message is for toasts only. */
export function callQuery<T>(queryKey: QueryKey, call: CachedCall<T>['call'], client: ApiClient = api) {
  return { queryKey, queryFn: async ({ signal }: { signal: AbortSignal }) => (await client({ ...call, signal })).data };
}

/** Query options over a named call. */
export function queryOf<T>({ queryKey, call }: CachedCall<T>, client: ApiClient = api) {
  return callQuery(queryKey, call, client);
}

/** A mutation over one API call; `onSuccess` reads again whatever the change touched. */
export function useCallMutation<I, S extends z.ZodType>(callOf: (input: I) => Call<S>, onSuccess?: (answer: z.infer<S>) => unknown) {
  return useMutation({ mutationFn: (input: I) => api(callOf(input)), onSuccess });
}
