import { type RefObject, useEffect, useState } from 'react';

/** Whether the element's content overflows it vertically; follows resizes of the box and content. */
export function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);

  return scrollable;
}
