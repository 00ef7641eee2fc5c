import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge, Button, ThemeProvider } from './index';

describe('server rendering', () => {
  it('renders primitives to a string without a browser', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <ThemeProvider>
        <Button>Add to cart</Button>
        <Badge tone="red">Out Of Stock</Badge>
      </ThemeProvider>,
    );
    expect(html).toContain('Add to cart');
    expect(html).toContain('Out Of Stock');
    expect(html).toMatch(/<button[^>]*type="button"/);
  });
});
