import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as designSystem from './index';
import * as screens from './screens';

const SRC = import.meta.dirname;

describe('the design-system entry', () => {
  it('offers the theme, the providers, the primitives and the action hook', () => {
    for (const name of [
      'ThemeProvider',
      'lightTheme',
      'ORDER_STATUS_TONES',
      'NavigationProvider',
      'DEFAULT_ROUTES',
      'useRoutes',
      'ToastProvider',
      'useToast',
      'useAction',
      'Button',
      'Tabs',
      'CartIcon',
    ]) {
      expect(designSystem, name).toHaveProperty(name);
    }
  });

  it('holds no screen', () => {
    expect(Object.keys(designSystem).filter((name) => /Screen$|Layout$|Page$/.test(name))).toEqual(
      [],
    );
  });
});

describe('the screens entry', () => {
  it('offers the screens, their layouts and what a host router needs', () => {
    for (const name of [
      'ShopLayout',
      'AuthLayout',
      'HomeScreen',
      'ListingScreen',
      'CheckoutScreen',
      'LoginScreen',
      'NotFoundPage',
      'CartSheet',
      'useShopCart',
      'listingStateFromParams',
      'safeReturnPath',
    ]) {
      expect(screens, name).toHaveProperty(name);
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
      expect(screens, name).not.toHaveProperty(name);
      expect(designSystem, name).not.toHaveProperty(name);
    }
  });
});

it('names each export in one entry only', () => {
  const shared = Object.keys(screens).filter((name) => Object.hasOwn(designSystem, name));
  expect(shared).toEqual([]);
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
