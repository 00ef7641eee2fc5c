import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';

// The built Storybook's stories in Chromium (`pnpm test:storybook:built`): the test runner runs
// each play function and fails on axe violations (`a11y.test: 'error'`). This file opens each
// story at the size Vitest gives it, and fails a story that reaches beyond the Storybook's own
// server.

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__: { ready(): Promise<void> };
  }
}

/** What @storybook/addon-vitest gives a story that names no viewport. */
const DEFAULT_VIEWPORT = { width: 1200, height: 900 };

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

/** The parts of a prepared story read here (getStoryContext's type leaves out its globals). */
interface StoryViewport {
  storyGlobals?: { viewport?: { value?: string } };
  parameters?: { viewport?: { options?: Record<string, ViewportOption> } };
}

/**
 * Requests that left localhost since the last story finished, kept on the page: the runner
 * calls `prepare` and the visit hooks from separate module instances, which share only it.
 */
const OFFSITE = Symbol.for('atelier.offsiteRequests');
type WatchedPage = Page & { [OFFSITE]?: string[] };

const isLocal = (url: URL) =>
  !['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) ||
  ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

const pixels = (value: string | undefined) =>
  value && /^\d+(px)?$/.test(value) ? Number.parseInt(value, 10) : undefined;

const config: TestRunnerConfig = {
  // The runner's own preparation (open iframe.html), after refusing every request that would
  // leave the machine: the context's routes see the service worker's requests too.
  async prepare({ page, browserContext }) {
    const requests: string[] = [];
    (page as WatchedPage)[OFFSITE] = requests;
    await browserContext.route(
      (url) => !isLocal(url),
      (route) => {
        requests.push(route.request().url());
        // The page may close before the refusal lands (the last story of a file).
        return route.abort('blockedbyclient').catch(() => {});
      },
    );
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).href, { waitUntil: 'load' });
  },
  // The story's viewport (its `globals.viewport`, one of `parameters.viewport.options`), as
  // Storybook's toolbar and the Vitest run set it.
  async preVisit(page, context) {
    // The first story of a file comes before the preview has read its index.
    await page.evaluate(() => window.__STORYBOOK_PREVIEW__.ready());
    const story: StoryViewport = await getStoryContext(page, context);
    const name = story.storyGlobals?.viewport?.value;
    const styles = name ? story.parameters?.viewport?.options?.[name]?.styles : undefined;
    const width = pixels(styles?.width);
    const height = pixels(styles?.height);
    await page.setViewportSize(width && height ? { width, height } : DEFAULT_VIEWPORT);
  },
  async postVisit(page, context) {
    const reached = (page as WatchedPage)[OFFSITE]?.splice(0) ?? [];
    if (reached.length > 0) {
      throw new Error(`${context.id} asked for ${reached.join(', ')} (outside localhost)`);
    }
  },
};

export default config;
