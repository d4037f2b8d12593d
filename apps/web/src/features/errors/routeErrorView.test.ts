import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from './chunks.js';
import { routeErrorView } from './routeErrorView.js';

const response = (status: number, statusText: string) => ({ status, statusText, internal: false, data: null });

describe('route error screen', () => {
  it('shows the 404 page for a not-found response', () => {
    expect(routeErrorView(response(404, 'Not Found'))).toEqual({ kind: 'not-found' });
  });
  it('names the chunk that failed to load', () => {
    expect(routeErrorView(new ChunkLoadError('admin-payout'))).toEqual({ kind: 'chunk', title: 'Loading chunk admin-payout failed' });
  });
  it('shows other failures with their message', () => {
    expect(routeErrorView(new Error('boom'))).toEqual({ kind: 'failure', detail: 'boom' });
    expect(routeErrorView(response(500, 'Internal Server Error'))).toEqual({ kind: 'failure', detail: '500 Internal Server Error' });
    expect(routeErrorView('thrown string')).toEqual({ kind: 'failure', detail: undefined });
  });
});
