import { useEffect, useState } from 'react';

/**
 * Whether the element with `id` shows any part of itself in the viewport. True until the browser
 * says otherwise: the prerendered page and its first paint assume the page starts at the top.
 */
export function useElementInView(id: string): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return inView;
}
