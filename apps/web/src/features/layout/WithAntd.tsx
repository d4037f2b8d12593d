import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../brand/Spinner.js';
import { loadChunk } from '../errors/chunks.js';
import { useHydrated } from './useHydrated.js';
import { loadAppWords } from '../languages/activate.js';

// antd (its style engine alone is several times the public pages' budget) arrives with the first screen that uses it,
// and so do the words of every screen beyond the public pages.
const AntdScope = lazy(() => loadChunk('antd', () => Promise.all([import('./AntdScope.js'), loadAppWords()]).then(([scope]) => scope)));

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
