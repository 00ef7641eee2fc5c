import { type ComponentType, lazy } from 'react';

export interface LazyPage<P extends object> {
  (props: P): React.JSX.Element;
  /** Loads the page's code now; once loaded, the page renders without suspending. */
  preload(): Promise<unknown>;
}

/**
 * `React.lazy` that can be loaded ahead of rendering. A page whose code is already here renders
 * at once, so start-up can load the current route's chunks beside the entry and render the
 * layout and page in one go (no skeleton flashing in between).
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed load may be retried (a flaky network); React shows the error meanwhile.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, like React.lazy
  const Page = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Page, { preload });
}
