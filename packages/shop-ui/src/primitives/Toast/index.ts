export { type ToastApi, ToastProvider, type ToastProviderProps, useToast } from './ToastProvider';
export type { ToastOptions, ToastVariant } from './toastStore';
