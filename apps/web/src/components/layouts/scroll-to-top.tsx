import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every location change starts at the top (spec §2), a new query string too (/contact?view=…),
 * unless the URL names a section (#anchor).
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
