import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport (and from then on): for heavy parts below the fold,
 * loaded when the reader gets near them rather than with the page. Without IntersectionObserver: true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
