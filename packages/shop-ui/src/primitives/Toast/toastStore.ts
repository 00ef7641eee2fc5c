import { TOAST_LIMIT } from '../../theme';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** `destructive` for failures and refusals, `default` for confirmations and neutral news. */
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
}

/**
 * Pure state transitions of the toast list: newest first, at most TOAST_LIMIT at once (the
 * spec shows one at a time). A dismissed toast is gone: nothing keeps what is never shown again.
 */
export function addToast(list: readonly ToastItem[], toast: ToastItem): ToastItem[] {
  return [toast, ...list].slice(0, TOAST_LIMIT);
}

export function dismissToast(list: readonly ToastItem[], id?: number): ToastItem[] {
  return id === undefined ? [] : list.filter((toast) => toast.id !== id);
}
