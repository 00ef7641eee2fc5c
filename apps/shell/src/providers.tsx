import { createApiClient } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import { NavigationProvider, ThemeProvider, ToastProvider } from '@atelier/shop-ui';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import type { ShellConfig } from './config';

const ConfigContext = createContext<ShellConfig | null>(null);

/** The shell's configuration, for pages that need it (checkout's payment settings). */
export function useShellConfig(): ShellConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useShellConfig needs <Providers>');
  return config;
}

/** Theme, toasts, API client and router bridge: shop-ui navigates through react-router. */
export function Providers({ config, children }: { config: ShellConfig; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const client = useMemo(
    () => createApiClient({ baseURL: config.apiBaseUrl, timeout: config.apiTimeoutMs }),
    [config],
  );
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
