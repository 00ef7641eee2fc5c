import { NativeButton } from '@atelier/shop-ui';
import { StatusPage } from '@atelier/shop-ui/screens';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

function PageFailed() {
  return (
    <StatusPage
      title="Something went wrong"
      actions={<NativeButton onClick={() => window.location.reload()}>Try again</NativeButton>}
    >
      This page could not be loaded. Check your connection and try again.
    </StatusPage>
  );
}

/**
 * Catches what a page throws while rendering (most often its code failed to download: the
 * network went away, or a new release replaced the files) and says so in its place, inside its
 * layout. Reloading fetches the code again; moving to another page (`resetKey`, the path) tries
 * that page.
 */
export function RouteErrorBoundary({
  resetKey,
  children,
}: {
  resetKey: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary FallbackComponent={PageFailed} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
