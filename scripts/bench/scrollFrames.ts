/**
 * Runs in the page: scrolls the first grid (or the page, when the grid does not scroll itself)
 * 300 px a frame for `frames` frames and returns the time between frames, in ms. Self-contained,
 * so Playwright can send it to a page as it is; the bench pages import it.
 */
export function scrollFrames(frames: number): Promise<number[]> {
  return new Promise((resolve) => {
    const grid = document.querySelector<HTMLElement>('[role="grid"]');
    const scroller =
      grid && grid.scrollHeight > grid.clientHeight
        ? grid
        : (document.scrollingElement as HTMLElement);
    const deltas: number[] = [];
    let last = performance.now();
    const step = (now: number) => {
      deltas.push(now - last);
      last = now;
      scroller.scrollTop += 300;
      // One more than asked: the first delta is the wait for the first frame.
      if (deltas.length <= frames) requestAnimationFrame(step);
      else resolve(deltas.slice(1));
    };
    requestAnimationFrame(step);
  });
}
