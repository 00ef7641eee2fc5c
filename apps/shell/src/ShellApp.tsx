import type { ApiClient } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import { ThemeProvider, ToastProvider } from '@atelier/shop-ui';
import { createContext, type ReactNode, StrictMode, useContext, useMemo } from 'react';
import type { ShellConfig } from './config';

const ConfigContext = createContext<ShellConfig | null>(null);

/** The shell's configuration, for pages that need it (checkout's payment settings). */
export function useShellConfig(): ShellConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useShellConfig needs <ShellApp>');
  return config;
}

export interface ShellAppProps {
  config: ShellConfig;
  /** The app's one API client (start-up already uses it). */
  client: ApiClient;
  /** SWR's `fallback`: the answers the first render shows, by key. */
  fallback?: Record<string, unknown>;
  /** The router: the browser's, the server's at one address, or a prerendered frame's. */
  children: ReactNode;
  /** Rendered beside the app, inside its providers (the demo's notice). */
  aside?: ReactNode;
}

/**
 * The providers around the router, one tree for the browser (start.tsx), the server's product
 * pages (src/ssr) and the prerendered frames: hydration needs the server's tree and the
 * browser's to be the same.
 */
export function ShellApp({ config, client, fallback, children, aside }: ShellAppProps) {
  const swrConfig = useMemo(() => ({ fallback }), [fallback]);
  return (
    <StrictMode>
      <ConfigContext.Provider value={config}>
        <ThemeProvider>
          <ToastProvider>
            <ApiProvider client={client} swrConfig={swrConfig}>
              {children}
              {aside}
            </ApiProvider>
          </ToastProvider>
        </ThemeProvider>
      </ConfigContext.Provider>
    </StrictMode>
  );
}
