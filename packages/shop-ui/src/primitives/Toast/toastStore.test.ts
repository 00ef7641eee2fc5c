import { describe, expect, it } from 'vitest';
import { addToast, dismissToast, removeClosed, type ToastItem } from './toastStore';

const item = (id: number, open = true): ToastItem => ({
  id,
  title: `t${id}`,
  variant: 'default',
  open,
});

describe('toast list', () => {
  it('keeps only the newest toast (one at a time)', () => {
    expect(addToast([item(1)], item(2))).toEqual([item(2)]);
  });
  it('closes one toast or all of them', () => {
    const list = [item(1), item(2)];
    expect(dismissToast(list, 2)).toEqual([item(1), item(2, false)]);
    expect(dismissToast(list)).toEqual([item(1, false), item(2, false)]);
  });
  it('removes closed toasts', () => {
    expect(removeClosed([item(1, false), item(2)])).toEqual([item(2)]);
  });
});
