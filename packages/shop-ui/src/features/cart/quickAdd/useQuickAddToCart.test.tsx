// @vitest-environment jsdom
import type { ApiClient, CardProduct } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../primitives/Toast';
import { ThemeProvider } from '../../../theme';
import { readGuestCart } from '../guestCart';
import { useQuickAddToCart } from './useQuickAddToCart';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const tee = {
  _id: 'p1',
  title: 'Linen tee',
  image: '/media/p1.webp',
  category: 'men',
  brand: 'zara',
  price: 900,
  salePrice: 0,
  totalStock: 4,
  averageReview: 0,
  salesCount: 0,
  sizes: [{ _id: 's1', size: 'M', stock: 4 }],
} as unknown as CardProduct;

/** A shop whose session check answers when the test says: a guest. */
function renderWhileCheckingSession() {
  let answer: (() => void) | undefined;
  const client = {
    auth: {
      checkAuth: () =>
        new Promise((done) => {
          answer = () => done({ success: false });
        }),
    },
  } as unknown as ApiClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider>
      <ToastProvider>
        <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
          {children}
        </ApiProvider>
      </ToastProvider>
    </ThemeProvider>
  );
  const hook = renderHook(() => useQuickAddToCart(), { wrapper });
  const answerGuest = async () => {
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer?.());
  };
  return { ...hook, answerGuest };
}

describe('a quick add pressed while the session check is out', () => {
  it('shows the product as busy, waits for the answer, then adds it', async () => {
    const { result, answerGuest } = renderWhileCheckingSession();
    let added: Promise<void> = Promise.resolve();
    act(() => {
      added = result.current.addToCart(tee);
    });
    expect(result.current.pendingIds.has('p1')).toBe(true);
    expect(readGuestCart()).toEqual([]);
    await answerGuest();
    await act(() => added);
    expect(readGuestCart()).toEqual([expect.objectContaining({ productId: 'p1', quantity: 1 })]);
    expect(await screen.findByText('Product is added to cart')).toBeTruthy();
    expect(result.current.pendingIds.has('p1')).toBe(false);
  });

  it('adds one unit for two presses on the same card, and both presses end', async () => {
    const { result, answerGuest } = renderWhileCheckingSession();
    let presses: Array<Promise<void>> = [];
    act(() => {
      presses = [result.current.addToCart(tee), result.current.addToCart(tee)];
    });
    await answerGuest();
    await act(() => Promise.all(presses));
    expect(readGuestCart()).toEqual([expect.objectContaining({ productId: 'p1', quantity: 1 })]);
  });
});
