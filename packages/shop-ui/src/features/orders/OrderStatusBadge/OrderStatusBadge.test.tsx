import type { OrderStatus } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import { lightTheme, type Tone } from '../../../theme';
import { renderBadge } from '../testing/renderBadge';
import { OrderStatusBadge } from './OrderStatusBadge';

// Spec section 4, issues 10 and 38, written out: the words a person reads and the colour they see.
const SEEN: Array<{ status: OrderStatus; words: string; admin: Tone; shopper: Tone }> = [
  { status: 'pending', words: 'Pending', admin: 'yellow', shopper: 'neutral' },
  { status: 'confirmed', words: 'Confirmed', admin: 'green', shopper: 'green' },
  { status: 'inProcess', words: 'In process', admin: 'blue', shopper: 'neutral' },
  { status: 'inShipping', words: 'In shipping', admin: 'indigo', shopper: 'neutral' },
  { status: 'delivered', words: 'Delivered', admin: 'purple', shopper: 'blue' },
  { status: 'rejected', words: 'Rejected', admin: 'red', shopper: 'red' },
  // Issue 38: the shopper's cancellation, a colour of its own in both palettes.
  { status: 'cancelled', words: 'Cancelled', admin: 'slate', shopper: 'slate' },
];

describe('OrderStatusBadge', () => {
  describe.each(['admin', 'shopper'] as const)('for the %s', (audience) => {
    it.each(SEEN)('shows $status as "$words" in its colour', (row) => {
      const { text, css } = renderBadge(
        <OrderStatusBadge status={row.status} audience={audience} />,
      );
      const tone = lightTheme.tones[row[audience]];
      expect(text).toBe(row.words);
      expect(css).toContain(`background:${tone.bg}`);
      expect(css).toContain(`color:${tone.fg}`);
    });
  });
});
