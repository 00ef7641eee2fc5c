import type { ApiClient } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import { ThemeProvider, ToastProvider } from '@atelier/shop-ui';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ShellConfig } from './config';

const ConfigContext = createContext<ShellConfig | null>(null);

/** The shell's configuration, for pages that need it (checkout's payment settings). */
export function useShellConfig(): ShellConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useShellConfig needs <Providers>');
  return config;
}

export interface ProvidersProps {
  config: ShellConfig;
  /** The app's one API client (start-up already uses it). */
  client: ApiClient;
  /** SWR's `fallback`: the answers start-up read before the first render, by key. */
  fallback?: Record<string, unknown>;
  children: ReactNode;
}

/** Theme, toasts, the API client and SWR's configuration (the router's frame is AppFrame). */
export function Providers({ config, client, fallback, children }: ProvidersProps) {
  const swrConfig = useMemo(() => ({ fallback }), [fallback]);
  return (
    <ConfigContext.Provider value={config}>
      <ThemeProvider>
        <ToastProvider>
          <ApiProvider client={client} swrConfig={swrConfig}>
            {children}
          </ApiProvider>
        </ToastProvider>
      </ThemeProvider>
    </ConfigContext.Provider>
  );
}
