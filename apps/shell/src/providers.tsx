import type { ApiClient } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import { NavigationProvider, ThemeProvider, ToastProvider } from '@atelier/shop-ui';
import { createContext, type ReactNode, useContext } from 'react';
import type { ShellConfig } from './config';
import { useHref, useLocation, useNavigate } from './router';

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
  children: ReactNode;
}

/** Theme, toasts, API client and router bridge: shop-ui navigates through react-router. */
export function Providers({ config, client, children }: ProvidersProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <ConfigContext.Provider value={config}>
      <ThemeProvider>
        <NavigationProvider
          navigate={(href, options) => navigate(href, options)}
          useHref={useHref}
          // Login-only actions bring the person back to this page after signing in.
          currentHref={pathname + search}
        >
          <ToastProvider>
            <ApiProvider client={client}>{children}</ApiProvider>
          </ToastProvider>
        </NavigationProvider>
      </ThemeProvider>
    </ConfigContext.Provider>
  );
}
