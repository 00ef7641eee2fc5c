import { expect } from 'storybook/test';

/** The viewports of the preview's toolbar (see preview.tsx). */
export type ViewportName = 'mobile' | 'tablet' | 'desktop';

/** Story `globals` that open the story at one of the preview's viewports. */
export function onViewport(value: ViewportName) {
  return { viewport: { value, isRotated: false } };
}

/** The page is no wider than the viewport: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(width: number) {
  await expect(window.innerWidth).toBeLessThanOrEqual(width);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
