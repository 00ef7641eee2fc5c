import { createApiClient } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import { NavigationProvider, ThemeProvider, ToastProvider } from '@atelier/shop-ui';
import { type ReactNode, useMemo } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import type { ShellConfig } from './config';

/** Theme, toasts, API client and router bridge: shop-ui navigates through react-router. */
export function Providers({ config, children }: { config: ShellConfig; children: ReactNode }) {
  const navigate = useNavigate();
  const client = useMemo(
    () => createApiClient({ baseURL: config.apiBaseUrl, timeout: config.apiTimeoutMs }),
    [config],
  );
  return (
    <ThemeProvider>
      <NavigationProvider navigate={(href, options) => navigate(href, options)} useHref={useHref}>
        <ToastProvider>
          <ApiProvider client={client}>{children}</ApiProvider>
        </ToastProvider>
      </NavigationProvider>
    </ThemeProvider>
  );
}
