import { useHydrated } from '../layout/useHydrated.js';

/** More than a phone shows before its reader scrolls. */
export const FIRST_RENDER_ROWS = 100;

/**
 * The rows a long public table renders first: the server renders (and the browser hydrates) the first
 * FIRST_RENDER_ROWS, the rest follow once the page is hydrated. A 1,000-player open's whole standings took the server
 * about a second per page, for every spectator. A page the browser renders itself shows every row at once.
 */
export function useFirstRenderRows<T>(rows: readonly T[]): readonly T[] {
  const hydrated = useHydrated();
  return hydrated ? rows : rows.slice(0, FIRST_RENDER_ROWS);
}
