/**
 * Runs in the page: how long after the last scroll every card in the grid's view shows its
 * picture (loaded and decoded), in ms. Self-contained, so Playwright can send it to a page as it
 * is (and no named inner functions, which the TypeScript loader would wrap in a helper).
 */
export async function picturesInView(): Promise<number> {
  const start = performance.now();
  // A picture still missing after this long never came: the figure says so (NaN), not a hang.
  while (performance.now() - start < 10_000) {
    const grid = document.querySelector('[role="grid"]');
    const view = grid?.getBoundingClientRect();
    const top = Math.max(view?.top ?? 0, 0);
    const bottom = Math.min(view?.bottom ?? 0, window.innerHeight);
    const inView = [...(grid?.querySelectorAll('[role="row"]') ?? [])].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.bottom > top && box.top < bottom;
    });
    const shown = inView.every((row) => {
      const picture = row.querySelector('img');
      return picture?.complete && picture.naturalWidth > 0;
    });
    if (inView.length > 0 && shown) return performance.now() - start;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return Number.NaN;
}
