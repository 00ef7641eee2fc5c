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

export interface IdleOptions {
  /**
   * The longest the task waits for an idle period once the page has loaded, in ms (2 s by
   * default): it then runs anyway.
   */
  timeout?: number;
}

/**
 * Runs `task` once the page has loaded (its first pictures in) and the browser is idle; returns
 * a cancel. For work that should share neither the network nor the main thread with what a
 * first visit shows.
 */
export function whenLoadedAndIdle(
  task: () => void,
  { timeout = 2_000 }: IdleOptions = {},
): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      // Safari has no idle callback: a moment after the load event.
      const timer = setTimeout(task, Math.min(200, timeout));
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/**
 * Runs `tasks` in turn, each in an idle period of its own once the page has loaded; returns a
 * cancel. Several requests sent in one task make a long one on a slow phone.
 */
export function eachWhenLoadedAndIdle(
  tasks: ReadonlyArray<() => void>,
  options?: IdleOptions,
): () => void {
  let cancel = () => {};
  const next = (index: number) => {
    const task = tasks[index];
    if (!task) return;
    cancel = whenLoadedAndIdle(() => {
      task();
      next(index + 1);
    }, options);
  };
  next(0);
  return () => cancel();
}
