/**
 * Playwright cannot download its own browser here, so tests drive the system Chromium.
 * CHROMIUM_PATH overrides the executable; PLAYWRIGHT_BUNDLED=1 uses Playwright's own browser.
 */
export function chromiumLaunchOptions() {
  if (process.env.PLAYWRIGHT_BUNDLED === '1') return {};
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
