import { createApiClient } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import { ThemeProvider } from '@atelier/shop-ui';
import { type ReactNode, useMemo } from 'react';
import { RouterProvider } from 'react-aria-components';
import { type NavigateOptions, useHref, useNavigate } from 'react-router-dom';
import type { ShellConfig } from './config';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Theme, API client and router bridge: shop-ui links navigate through react-router. */
export function Providers({ config, children }: { config: ShellConfig; children: ReactNode }) {
  const navigate = useNavigate();
  const client = useMemo(
    () => createApiClient({ baseURL: config.apiBaseUrl, timeout: config.apiTimeoutMs }),
    [config],
  );
  return (
    <ThemeProvider>
      <RouterProvider navigate={navigate} useHref={useHref}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </RouterProvider>
    </ThemeProvider>
  );
}
