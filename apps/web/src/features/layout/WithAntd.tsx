import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../brand/Spinner.js';
import { loadChunk } from '../errors/chunks.js';
import { useHydrated } from './useHydrated.js';

// antd (its style engine alone is several times the public pages' budget) arrives with the first screen that uses it.
const AntdScope = lazy(() => loadChunk('antd', () => import('./AntdScope.js')));

/**
 * Content built with antd: its theme and toasts around it, loaded on first use. The server renders none of it (antd
 * writes its styles in the browser), so it shows once a server-rendered page is hydrated.
 */
export function WithAntd({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <AntdScope>{children}</AntdScope>
    </Suspense>
  );
}
