// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pruneStaleAnnouncements, watchStaleAnnouncements } from './staleAnnouncements';

afterEach(() => {
  document.body.innerHTML = '';
});

function setUp() {
  document.body.innerHTML = `
    <button id="sign-in">Sign In</button>
    <div data-live-announcer="true">
      <div role="log" aria-live="assertive">
        <div role="img" aria-labelledby="sign-in"></div>
        <div>Order placed</div>
      </div>
    </div>`;
  return {
    button: document.getElementById('sign-in') as HTMLElement,
    pointers: () => document.querySelectorAll('[data-live-announcer] [role="img"]'),
  };
}

describe('stale announcements', () => {
  it('keeps an announcement whose label is on the page', () => {
    const { pointers } = setUp();
    pruneStaleAnnouncements();
    expect(pointers()).toHaveLength(1);
  });

  it('removes one whose label is gone, and leaves text announcements alone', () => {
    const { button, pointers } = setUp();
    button.remove();
    pruneStaleAnnouncements();
    expect(pointers()).toHaveLength(0);
    expect(document.body.textContent).toContain('Order placed');
  });

  it('prunes as soon as the page changes while watched', async () => {
    const { button, pointers } = setUp();
    const stop = watchStaleAnnouncements();
    button.remove();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(pointers()).toHaveLength(0);
    stop();
  });
});
