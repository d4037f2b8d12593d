import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../brand/Spinner.js';
import { loadChunk } from '../errors/chunks.js';

// antd (its style engine alone is several times the public pages' budget) arrives with the first screen that uses it.
const AntdScope = lazy(() => loadChunk('antd', () => import('./AntdScope.js')));

/** Content built with antd: its theme and toasts around it, loaded on first use. */
export function WithAntd({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner />}>
      <AntdScope>{children}</AntdScope>
    </Suspense>
  );
}
