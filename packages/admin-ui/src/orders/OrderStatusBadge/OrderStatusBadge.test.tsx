import { ADMIN_STATUS_TONES, ORDER_STATUSES, type OrderStatus } from '@atelier/api-client';
import { lightTheme, ThemeProvider } from '@atelier/shop-ui';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './OrderStatusBadge';

function render(status: OrderStatus) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider withGlobalStyle={false}>
          <OrderStatusBadge status={status} />
        </ThemeProvider>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('OrderStatusBadge', () => {
  it('uses the spec admin palette', () => {
    expect(ADMIN_STATUS_TONES).toEqual({
      confirmed: 'green',
      pending: 'yellow',
      inProcess: 'blue',
      inShipping: 'indigo',
      delivered: 'purple',
      rejected: 'red',
    });
  });

  it.each(ORDER_STATUSES)('renders %s with its tone colours', (status) => {
    const { html, css } = render(status);
    const tone = lightTheme.tones[ADMIN_STATUS_TONES[status]];
    expect(html).toContain(`>${status}<`);
    expect(css).toContain(`background:${tone.bg}`);
    expect(css).toContain(`color:${tone.fg}`);
  });
});
