import { useCallback, useRef } from 'react';

/**
 * Runs a form's submit one at a time: a second submit while the first is on its way (a double click lands before
 * the button shows it is busy) is dropped, not sent, so the form neither makes two nor answers twice.
 */
export function useOneAtATime(): <T>(submit: () => Promise<T>) => Promise<T | undefined> {
  const busy = useRef(false);
  return useCallback(async <T>(submit: () => Promise<T>) => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await submit();
    } finally {
      busy.current = false;
    }
  }, []);
}
