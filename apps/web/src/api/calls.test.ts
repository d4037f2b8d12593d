import { describe, expect, it, vi } from 'vitest';
import { doneResponse } from '@kingside/contract';
import type { Call } from './client.js';

const calls: Call<typeof doneResponse>[] = [];
vi.mock('./index.js', () => ({
  api: (call: Call<typeof doneResponse>) => {
    calls.push(call);
    return Promise.resolve({ message: 'Done', data: null });
  },
}));

const { callQuery } = await import('./calls.js');

describe('callQuery', () => {
  it('keeps the answer’s data under the key, and passes the query’s abort signal to the call', async () => {
    const signal = new AbortController().signal;
    const query = callQuery(['k', 1], { method: 'GET', path: '/api/x', query: { round: 1 }, response: doneResponse });
    expect(query.queryKey).toEqual(['k', 1]);
    await expect(query.queryFn({ signal })).resolves.toBeNull();
    expect(calls).toEqual([{ method: 'GET', path: '/api/x', query: { round: 1 }, response: doneResponse, signal }]);
  });
});
