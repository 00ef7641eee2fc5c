import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('the core entry', () => {
  it('offers the client and the contract a team builds on', () => {
    for (const name of [
      'createApiClient',
      'ApiError',
      'isApiError',
      'SERVER_MESSAGES',
      'VALIDATION',
      'ORDER_STATUSES',
      'COD_FEE',
      'formatMoney',
      'orderTotals',
      'stockBadge',
    ]) {
      expect(core, name).toHaveProperty(name);
    }
  });

  it('keeps the helpers behind the rules internal', () => {
    for (const name of [
      'pageOf',
      'isPagedAnswer',
      'filterProducts',
      'PRODUCT_COMPARATORS',
      'toCardProduct',
      'orderMatchesSearch',
      'cartSubtotal',
      'codFee',
    ]) {
      expect(core, name).not.toHaveProperty(name);
    }
  });
});
