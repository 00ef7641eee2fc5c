import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { TOAST_DURATION_MS } from '../../theme';
import { ToastRegion } from './ToastRegion';
import { addToast, dismissToast, type ToastItem, type ToastOptions } from './toastStore';

export interface ToastApi {
  /** Shows a toast, replacing the one on screen; returns its id. */
  toast: (options: ToastOptions) => number;
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** Milliseconds a toast stays before closing itself; paused while hovered or focused. */
  duration?: number;
  children: ReactNode;
}

/** Holds the toast queue and renders the notification region (F8 focuses it). */
export function ToastProvider({ duration = TOAST_DURATION_MS, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id?: number) => setToasts((list) => dismissToast(list, id)), []);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((list) =>
      addToast(list, {
        id,
        title: options.title,
        description: options.description,
        variant: options.variant ?? 'default',
      }),
    );
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} duration={duration} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** The toast API; throws outside a ToastProvider so a missing provider is found at once. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
