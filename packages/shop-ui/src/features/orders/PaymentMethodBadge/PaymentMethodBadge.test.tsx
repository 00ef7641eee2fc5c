import { describe, expect, it } from 'vitest';
import { lightTheme } from '../../../theme';
import { renderBadge } from '../testing/renderBadge';
import { PaymentMethodBadge } from './PaymentMethodBadge';

describe('PaymentMethodBadge', () => {
  it.each([
    { method: 'cod', words: 'Cash on delivery', tone: 'orange' },
    { method: 'online', words: 'Card', tone: 'teal' },
  ] as const)('shows $method as "$words" in $tone', ({ method, words, tone }) => {
    const { text, css } = renderBadge(<PaymentMethodBadge method={method} />);
    expect(text).toBe(words);
    expect(css).toContain(`background:${lightTheme.tones[tone].bg}`);
    expect(css).toContain(`color:${lightTheme.tones[tone].fg}`);
  });
});
