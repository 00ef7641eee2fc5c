import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/** The whole HTML document for a page, with its styles in <head>. */
export function renderPage(page: ReactNode, scriptSrc: string): Promise<string> {
  const sheet = new ServerStyleSheet();
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(sheet.collectStyles(page), {
      // Wait for every lazy part (the listing's filter column is one): the HTML then holds the
      // whole page, and the browser hydrates what the server rendered, with nothing left over.
      onAllReady() {
        let html = '';
        pipe(
          new Writable({
            write(chunk, _encoding, done) {
              html += chunk;
              done();
            },
            final(done) {
              // Read once the render is complete, so the styles of the lazy parts are in.
              const styles = sheet.getStyleTags();
              sheet.seal();
              resolve(
                `<!doctype html><html lang="en"><head>${styles}</head>` +
                  `<body><div id="root">${html}</div>` +
                  `<script type="module" src="${scriptSrc}"></script></body></html>`,
              );
              done();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}
