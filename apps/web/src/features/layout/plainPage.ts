import type { UIMatch } from 'react-router';

/** The `handle` of a route whose screen is built without antd (the public pages a phone opens first, issue 19). */
export const PLAIN_PAGE = { plain: true } as const;

function isPlainHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'plain' in handle && handle.plain === true;
}

/** Whether the page shown (the deepest route matched) needs no antd around it. */
export function isPlainPage(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  const page = matches.at(-1);
  return page !== undefined && isPlainHandle(page.handle);
}
