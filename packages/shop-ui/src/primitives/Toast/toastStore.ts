import { TOAST_LIMIT } from '@atelier/api-client';

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
  open: boolean;
}

/**
 * Pure state transitions of the toast list: newest first, at most TOAST_LIMIT open at once
 * (the spec shows one at a time), dismissed toasts kept closed until removed.
 */
export function addToast(list: readonly ToastItem[], toast: ToastItem): ToastItem[] {
  return [toast, ...list].slice(0, TOAST_LIMIT);
}

export function dismissToast(list: readonly ToastItem[], id?: number): ToastItem[] {
  return list.map((toast) =>
    id === undefined || toast.id === id ? { ...toast, open: false } : toast,
  );
}

export function removeClosed(list: readonly ToastItem[]): ToastItem[] {
  return list.filter((toast) => toast.open);
}
