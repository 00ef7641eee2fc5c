// Replaces react-intersection-observer's useInView: its 9.7 KiB (about 2 KiB of gzip) were in a
// product page's first load, which `pnpm bench pages` held over its 150 KiB budget (issue 36),
// and the page needs one observer, once.
import { useCallback, useState } from 'react';

/**
 * Whether the element given to `ref` has come within `rootMargin` of the view; once it has, it
 * stays so. Without IntersectionObserver (an old browser) it is at once.
 */
export function useNearView(rootMargin: string) {
  const [isNear, setNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return { ref, isNear };
}
