export { type ToastApi, ToastProvider, type ToastProviderProps, useToast } from './ToastProvider';
export { BOTTOM_BAR_ATTRIBUTE } from './ToastRegion';
export type { ToastOptions, ToastVariant } from './toastStore';
