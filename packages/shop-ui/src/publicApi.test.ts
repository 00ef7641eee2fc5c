import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shopUi from './index';

const SRC = import.meta.dirname;

describe('the public entry', () => {
  it('offers what a team mounting the screens needs', () => {
    for (const name of [
      'ThemeProvider',
      'lightTheme',
      'NavigationProvider',
      'DEFAULT_ROUTES',
      'useRoutes',
      'ToastProvider',
      'useAction',
      'ShopLayout',
      'ListingScreen',
      'CheckoutScreen',
      'Button',
    ]) {
      expect(shopUi, name).toHaveProperty(name);
    }
  });

  it('keeps storage helpers, checkout internals and the card provider out', () => {
    for (const name of [
      'readStoredFilters',
      'writeStoredFilters',
      'readCurrentOrderId',
      'saveCurrentOrderId',
      'clearCurrentOrderId',
      'checkoutBlocker',
      'buildOrderPayload',
      'PAYMENT_SUCCESS_PATH',
      'loadPaymentScript',
      'usePaymentScript',
      'usePlaceOrder',
      'installRazorpayDouble',
    ]) {
      expect(shopUi, name).not.toHaveProperty(name);
    }
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'stories' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('paths', () => {
  // A team mounts the screens under its own paths, so the only place a path is written is the
  // route map's defaults; everything else reads useRoutes().
  it('are written only in the route map', () => {
    const offenders = sources(SRC)
      .filter((file) => relative(SRC, file) !== join('navigation', 'routes.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter(
            (line) => /['"`]\/(auth|shop|admin)\//.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line),
          )
          .map((line) => `${relative(SRC, file)}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
