import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following the window as it changes. The server renders for a phone (it
 * knows no window; phones are who wait for it), and a hydrated page follows the window from its next render.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** antd's md breakpoint, where the header's links fit beside the brand. */
export const WIDE_HEADER = '(min-width: 768px)';
/** antd's lg breakpoint, where the admin menu sits beside the page. */
export const ADMIN_SIDE_MENU = '(min-width: 992px)';
/** antd's sm breakpoint: below it table columns stack. */
export const ABOVE_PHONE = '(min-width: 576px)';
