import { describe, expect, it } from 'vitest';
import { addToast, dismissToast, type ToastItem } from './toastStore';

const item = (id: number): ToastItem => ({ id, title: `t${id}`, variant: 'default' });

describe('toast list', () => {
  it('keeps only the newest toast (one at a time)', () => {
    expect(addToast([item(1)], item(2))).toEqual([item(2)]);
  });

  it('removes a dismissed toast, or all of them', () => {
    const list = [item(1), item(2)];
    expect(dismissToast(list, 2)).toEqual([item(1)]);
    expect(dismissToast(list)).toEqual([]);
    expect(dismissToast(list, 3)).toEqual(list);
  });
});
