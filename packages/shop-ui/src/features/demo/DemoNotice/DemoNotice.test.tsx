// @vitest-environment jsdom

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../../theme';
import { DemoNotice, NOTICE_DISMISSED_KEY } from './DemoNotice';

afterEach(cleanup);

const storage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
};

const show = (props: Omit<Parameters<typeof DemoNotice>[0], 'verificationCode'>) =>
  render(
    <ThemeProvider>
      <DemoNotice verificationCode="123456" {...props} />
    </ThemeProvider>,
  );

describe('DemoNotice', () => {
  it('is a landmark naming the demo accounts, with a reset', async () => {
    const onReset = vi.fn();
    show({ onReset, storage: storage() });
    const notice = screen.getByRole('region', { name: 'Demo data' });
    expect(within(notice).getByText(/shopper@atelier\.test \/ Shopper123/)).toBeTruthy();
    expect(within(notice).getByText(/admin@atelier\.test \/ Admin1234/)).toBeTruthy();
    await userEvent.click(within(notice).getByRole('button', { name: 'Reset demo data' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('shrinks to a "Demo data" button when dismissed, keeps focus, and remembers', async () => {
    const remembered = storage();
    show({ onReset: () => {}, storage: remembered });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss demo notice' }));
    const reopen = screen.getByRole('button', { name: 'Demo data' });
    expect(reopen).toBe(document.activeElement);
    expect(reopen.getAttribute('aria-expanded')).toBe('false');
    expect(remembered.map.get(NOTICE_DISMISSED_KEY)).toBe('1');

    cleanup();
    show({ onReset: () => {}, storage: remembered });
    expect(screen.queryByText(/runs in your browser/)).toBeNull();
    await userEvent.keyboard('{Tab}{Enter}');
    expect(screen.getByRole('heading', { name: 'Demo data' })).toBe(document.activeElement);
    expect(remembered.map.has(NOTICE_DISMISSED_KEY)).toBe(false);
  });
});
