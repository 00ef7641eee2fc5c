import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

/** React's mark of a Suspense boundary it left for the browser to render. */
const LEFT_TO_BROWSER = '<!--$!-->';

/**
 * An element's whole markup, every Suspense boundary finished. First in one synchronous pass
 * (renderToString costs a fifth less CPU than the prerender); when a part suspended (its code not
 * loaded yet), which that pass leaves to the browser, the prerender renders it and waits.
 */
export async function renderWhole(app: ReactElement): Promise<string> {
  return renderedAtOnce(app) ?? (await renderedWaiting(app));
}

function renderedAtOnce(app: ReactElement): string | null {
  try {
    const root = renderToString(app);
    return root.includes(LEFT_TO_BROWSER) ? null : root;
  } catch {
    // Suspended outside any boundary: the prerender waits for it (and reports a real error).
    return null;
  }
}

async function renderedWaiting(app: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, {
    // One piece: React would otherwise move parts to the end, shown by an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let root = '';
  for await (const chunk of prelude) root += chunk;
  return root;
}
