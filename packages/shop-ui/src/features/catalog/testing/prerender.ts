// Test helper; not exported by the package.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** The whole HTML once every lazy part is in, as a streaming server sends it. */
export async function prerenderToString(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
