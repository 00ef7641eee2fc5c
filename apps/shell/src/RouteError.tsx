import { Button } from '@atelier/shop-ui';
import { StatusPage } from '@atelier/shop-ui/screens';
import { Component, type ReactNode } from 'react';

/**
 * Catches what a section's page throws while rendering (most often its code failed to download:
 * the network went away, or a new release replaced the files) and says so in place of the page,
 * inside its layout. Reloading fetches the code again; moving to another page (`resetKey`, the
 * path) tries that page.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; resetKey: string }
> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { failed: boolean; resetKey: string },
  ) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StatusPage
        title="Something went wrong"
        actions={<Button onPress={() => window.location.reload()}>Try again</Button>}
      >
        This page could not be loaded. Check your connection and try again.
      </StatusPage>
    );
  }
}
