import { MOCK_OTP, TEST_PAYMENT_KEY_ID } from '@atelier/api-client/mocks';
import type { StartOptions } from '@atelier/shell/start';
import { browserStorage } from '@atelier/shell/storedUser';
import { DemoNotice, installRazorpayDouble } from '@atelier/shop-ui/testing';
import { coalesce, forgetDemoData, loadDemoStore, saveDemoStore } from './demoStore';
import { startMockBackend } from './mockBackend';

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
export async function startDemo(): Promise<StartOptions> {
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
    configure: (config) => ({ ...config, apiBaseUrl: '', paymentKeyId: TEST_PAYMENT_KEY_ID }),
    aside: <DemoNotice onReset={reset} verificationCode={MOCK_OTP} storage={storage} />,
  };
}
