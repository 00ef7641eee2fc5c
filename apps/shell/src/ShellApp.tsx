import type { ApiClient } from '@atelier/api-client';
import { type ReactNode, StrictMode } from 'react';
import type { ShellConfig } from './config';
import { Providers } from './providers';

export interface ShellAppProps {
  config: ShellConfig;
  client: ApiClient;
  /** SWR's `fallback`: the answers the first render shows, by key. */
  fallback?: Record<string, unknown>;
  /** The router around AppFrame: the browser's, or the server's at one address. */
  children: ReactNode;
  /** Rendered beside the app, inside its providers (the demo's notice). */
  aside?: ReactNode;
}

/**
 * The whole app around its router, one tree for the browser (start.tsx) and the server's
 * product pages (src/ssr): hydration needs the server's tree and the browser's to be the same.
 */
export function ShellApp({ config, client, fallback, children, aside }: ShellAppProps) {
  return (
    <StrictMode>
      <Providers config={config} client={client} fallback={fallback}>
        {children}
        {aside}
      </Providers>
    </StrictMode>
  );
}
