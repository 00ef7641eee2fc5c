/** Runs `task` once the browser has painted the next frame; returns a cancel. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `task` once `picture` has loaded or failed and been painted (at the next paint if it
 * already has, or if there is no picture); returns a cancel.
 */
export function afterPictureShown(
  picture: HTMLImageElement | null | undefined,
  task: () => void,
): () => void {
  if (!picture || picture.complete) return afterNextPaint(task);
  let cancel = () => {};
  const done = () => {
    cancel = afterNextPaint(task);
  };
  picture.addEventListener('load', done, { once: true });
  picture.addEventListener('error', done, { once: true });
  return () => {
    picture.removeEventListener('load', done);
    picture.removeEventListener('error', done);
    cancel();
  };
}
