import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top, as a link followed on any site does; going back or forward (POP) is left to the
 * browser, which restores where the reader was.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return null;
}
