import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from './chunks.js';
import { routeErrorView } from './routeErrorView.js';

describe('route error screen', () => {
  it('names the chunk that failed to load', () => {
    expect(routeErrorView(new ChunkLoadError('admin-payout'))).toEqual({ kind: 'chunk', chunk: 'admin-payout' });
  });
  it('shows other failures with their message', () => {
    expect(routeErrorView(new Error('boom'))).toEqual({ kind: 'failure', detail: 'boom' });
    expect(routeErrorView('thrown string')).toEqual({ kind: 'failure', detail: undefined });
  });
});
