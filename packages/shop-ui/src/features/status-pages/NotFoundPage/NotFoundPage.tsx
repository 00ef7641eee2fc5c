import { StatusPage } from '../StatusPage';

/** Shown for any path the shell does not know. */
export function NotFoundPage() {
  return <StatusPage title="Page not found">This page doesn&apos;t exist.</StatusPage>;
}
