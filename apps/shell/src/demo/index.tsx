import { TEST_PAYMENT_KEY_ID } from '@atelier/api-client/mocks';
import { DemoNotice, installRazorpayDouble } from '@atelier/shop-ui/testing';
import type { ReactNode } from 'react';
import type { ShellConfig } from '../config';
import { browserStorage } from '../storedUser';
import { coalesce, forgetDemoData, loadDemoStore, saveDemoStore } from './demoStore';
import { startMockBackend } from './mockBackend';

export interface Demo {
  /** The shell's configuration for the mock backend: same-origin API, the test payment key. */
  config(config: ShellConfig): ShellConfig;
  /** The "Demo data" notice, to render inside the shell's providers. */
  notice: ReactNode;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Demo mode: the whole shell on the shared MSW handlers in this browser, no backend. The mock
 * store starts from the demo shop, is saved in local storage after every answer and comes back
 * on reload; online payments go through shop-ui's payment test double, which pays.
 */
export async function startDemo(): Promise<Demo> {
  const storage = browserStorage();
  const store = loadDemoStore(storage);
  const save = coalesce(() => saveDemoStore(store, storage));
  // A reload or a closed tab must not lose the last answer's changes.
  window.addEventListener('pagehide', () => saveDemoStore(store, storage));
  await startMockBackend(store, import.meta.env.BASE_URL, save);
  installRazorpayDouble({ outcome: 'success', delayMs: 800 });

  const reset = () => {
    forgetDemoData(storage, sessionStore());
    // Back to the sample data before anything else can save over it.
    store.reset();
    window.location.assign(import.meta.env.BASE_URL);
  };
  return {
    config: (config) => ({ ...config, apiBaseUrl: '', paymentKeyId: TEST_PAYMENT_KEY_ID }),
    notice: <DemoNotice onReset={reset} storage={storage} />,
  };
}
