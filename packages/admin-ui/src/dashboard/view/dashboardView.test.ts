import { ORDER_EXPORT_MESSAGES } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import {
  checkDashboardView,
  DEFAULT_DASHBOARD_VIEW,
  dashboardViewFromParams,
  dashboardViewToParams,
} from './dashboardView';

describe('the dashboard view in the URL', () => {
  it('reads a period and its days, and falls back to 30 days for one it does not know', () => {
    expect(
      dashboardViewFromParams(new URLSearchParams('period=custom&from=2025-01-01&to=2025-01-31')),
    ).toEqual({ period: 'custom', from: '2025-01-01', to: '2025-01-31' });
    expect(dashboardViewFromParams(new URLSearchParams('period=year'))).toEqual(
      DEFAULT_DASHBOARD_VIEW,
    );
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    const base = new URLSearchParams('tab=x&period=7d');
    expect(dashboardViewToParams(DEFAULT_DASHBOARD_VIEW, base).toString()).toBe('tab=x');
    expect(dashboardViewToParams({ period: 'today', from: '', to: '' }).toString()).toBe(
      'period=today',
    );
  });
});

describe('checkDashboardView', () => {
  it('asks for a fixed period without its days', () => {
    expect(checkDashboardView({ period: '7d', from: '2025-02-01', to: '' })).toEqual({
      query: { period: '7d' },
    });
  });

  it('names what is wrong with a custom range, by field, in the schema’s words', () => {
    expect(checkDashboardView({ period: 'custom', from: '', to: '2025-01-01' })).toEqual({
      problems: { from: ORDER_EXPORT_MESSAGES.fromRequired },
    });
    expect(checkDashboardView({ period: 'custom', from: '2025-02-01', to: '2025-01-01' })).toEqual({
      problems: { to: ORDER_EXPORT_MESSAGES.order },
    });
    expect(checkDashboardView({ period: 'custom', from: '2025-01-01', to: '2025-01-02' })).toEqual({
      query: { period: 'custom', from: '2025-01-01', to: '2025-01-02' },
    });
  });
});
