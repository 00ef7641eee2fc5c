import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_VIEW,
  isDefaultOrderView,
  orderViewFromParams,
  orderViewToParams,
  STATUS_LABELS,
} from './orderView';

describe('order view in the URL', () => {
  it('reads every part of the view', () => {
    expect(
      orderViewFromParams(
        new URLSearchParams('q=jeans&payment=cod&status=inShipping&sort=amountLow&after=abc'),
      ),
    ).toEqual({
      search: 'jeans',
      payment: 'cod',
      status: 'inShipping',
      sort: 'amountLow',
      after: 'abc',
    });
  });

  it("filters by issue 38's cancelled status too", () => {
    expect(orderViewFromParams(new URLSearchParams('status=cancelled')).status).toBe('cancelled');
    expect(STATUS_LABELS.cancelled).toBe('Cancelled');
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(orderViewFromParams(new URLSearchParams())).toEqual(DEFAULT_ORDER_VIEW);
    expect(
      orderViewFromParams(new URLSearchParams('payment=card&status=lost&sort=random')),
    ).toEqual(DEFAULT_ORDER_VIEW);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const next = orderViewToParams(
      { search: '  Road ', payment: 'online', status: 'all', sort: 'newest', after: '' },
      new URLSearchParams('status=pending&tab=x'),
    );
    expect(next.toString()).toBe('tab=x&q=Road&payment=online');
    expect(orderViewToParams(DEFAULT_ORDER_VIEW).toString()).toBe('');
  });

  it('round-trips', () => {
    const view = {
      search: 'h&m tee',
      payment: 'cod',
      status: 'delivered',
      sort: 'oldest',
      after: 'WyIyMDI2Il0',
    } as const;
    expect(orderViewFromParams(orderViewToParams(view))).toEqual(view);
  });

  it('knows the default view', () => {
    expect(isDefaultOrderView({ ...DEFAULT_ORDER_VIEW, search: '  ' })).toBe(true);
    expect(isDefaultOrderView({ ...DEFAULT_ORDER_VIEW, sort: 'oldest' })).toBe(false);
  });
});
