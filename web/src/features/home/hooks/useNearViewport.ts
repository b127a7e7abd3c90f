import { useEffect, useState, type RefObject } from 'react';
import { useHydrating } from '../../../app/useHydrating';

/**
 * True once the element comes within `margin` of the viewport (at once where IntersectionObserver
 * is missing). Never in the prerender nor while the browser adopts it: the prerendered home page
 * was drawn without what this loads.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const hydrating = useHydrating();
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near && !hydrating;
}
