import { type RefObject, useEffect } from 'react';

/**
 * Keeps what the page scrolls into view (a card reached by the keyboard, a skip link's target,
 * a field with an error) below a sticky element, by setting the page's `scroll-padding-top` to
 * the element's height while it is mounted.
 */
export function useScrollPaddingBelow(element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const sticky = element.current;
    if (!sticky || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `${sticky.offsetHeight}px`;
    });
    observer.observe(sticky);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [element]);
}
