import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

/** React's mark of a Suspense boundary it left for the browser to render. */
const LEFT_TO_BROWSER = '<!--$!-->';

/**
 * An element's whole markup, every Suspense boundary finished, as the browser hydrates it.
 * First in one synchronous pass (renderToString): with a page's data and modules here nothing
 * suspends, and that pass cost a fifth less CPU than the streaming prerender (its encoding into
 * chunks; `pnpm bench product-pages`), and is one task of the server's event loop. When a part
 * suspended (its code not loaded yet), which that pass leaves to the browser, the prerender
 * renders it again and waits for it.
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
    // One piece: React would otherwise move a large part to the end of the document, shown
    // by an inline script, which the shell's CSP blocks and a reader without scripts lacks.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let root = '';
  for await (const chunk of prelude) root += chunk;
  return root;
}
