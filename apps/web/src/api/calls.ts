import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Call } from './client.js';
import { api } from './index.js';

/** Query options over one API call: the cache keeps the answer's data; the envelope's message is for toasts only. */
export function callQuery<T>(queryKey: QueryKey, call: Omit<Call<z.ZodType<{ message: string; data: T }>>, 'signal'>) {
  return { queryKey, queryFn: async ({ signal }: { signal: AbortSignal }) => (await api({ ...call, signal })).data };
}

/** A mutation over one API call; `onSuccess` reads again whatever the change touched. */
export function useCallMutation<I, S extends z.ZodType>(callOf: (input: I) => Call<S>, onSuccess?: (answer: z.infer<S>) => unknown) {
  return useMutation({ mutationFn: (input: I) => api(callOf(input)), onSuccess });
}
