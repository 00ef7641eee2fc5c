import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { ThemeProvider } from '../../../theme';

/** Renders one badge on the server: its markup and the CSS of its classes. */
export function renderBadge(badge: ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(<ThemeProvider withGlobalStyle={false}>{badge}</ThemeProvider>),
    );
    return { text: html.replace(/<[^>]+>/g, ''), css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
