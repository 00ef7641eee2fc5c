// @vitest-environment jsdom
import type { ApiClient, User } from '@atelier/api-client';
import { ApiProvider, apiKeys, useSession } from '@atelier/api-client/swr';
import { ThemeProvider } from '@atelier/shop-ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from './RouteGuard';
import { STORED_USER_KEY } from './storedUser';

const shopper: User = { id: 'u1', userName: 'Asha', email: 'shopper@atelier.test', role: 'user' };

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Moves to the gate once, after the guard's first redirect: what login does after signing in. */
function GoToGateOnce({ when }: { when: boolean }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!when || done.current) return;
    done.current = true;
    navigate('/');
  }, [when, navigate]);
  return null;
}

function Who() {
  const { data } = useSession();
  return <p>{data ? `signed in as ${data.userName}` : 'guest'}</p>;
}

/** The app at `path`, with start-up's restored session (`stored`) and a check-auth the test answers. */
function startAt(path: string, stored: User | null, { thenGate = false } = {}) {
  let answer!: (value: { success: boolean; user?: User }) => void;
  const checkAuth = vi.fn(
    () => new Promise<{ success: boolean; user?: User }>((done) => (answer = done)),
  );
  const client = { auth: { checkAuth } } as unknown as ApiClient;
  render(
    <ApiProvider
      client={client}
      swrConfig={{
        provider: () => new Map(),
        dedupingInterval: 0,
        fallback: { [unstable_serialize(apiKeys.session())]: stored },
      }}
    >
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <RouteGuard>
            <Who />
            <Routes>
              <Route path="/shop/home" element={<p>Home page</p>} />
              <Route path="/shop/checkout" element={<p>Checkout page</p>} />
              <Route path="/auth/login" element={<p>Login page</p>} />
              <Route path="/admin/dashboard" element={<p>Dashboard</p>} />
            </Routes>
          </RouteGuard>
          <GoToGateOnce when={thenGate} />
        </MemoryRouter>
      </ThemeProvider>
    </ApiProvider>,
  );
  return {
    checkAuth,
    /** Answers check-auth, once the session hook has asked (a frame after a render with data). */
    answer: async (value: Parameters<typeof answer>[0]) => {
      await vi.waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(1));
      await act(async () => answer(value));
    },
  };
}

describe('the route guard at start-up', () => {
  it('shows a stored shopper their page at once and corrects it when the server disagrees', async () => {
    const { answer } = startAt('/shop/checkout', shopper);
    expect(screen.getByText('Checkout page')).toBeTruthy();
    expect(screen.getByText('signed in as Asha')).toBeTruthy();
    // The session expired: the guest rules apply and the stored record goes.
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(shopper));
    await answer({ success: false });
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(screen.getByText('guest')).toBeTruthy();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('shows a guest guest pages at once and upgrades them when a cookie session exists', async () => {
    const { answer } = startAt('/shop/home', null);
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    await answer({ success: true, user: shopper });
    expect(await screen.findByText('signed in as Asha')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null')).toEqual(shopper);
  });

  it('lets the check answer before sending a guest from a protected page to sign in', async () => {
    const { answer } = startAt('/shop/checkout', null);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Login page')).toBeNull();
    await answer({ success: true, user: shopper });
    expect(await screen.findByText('Checkout page')).toBeTruthy();
  });

  it('redirects again wherever a later navigation lands while the same redirect stands', async () => {
    // A signed-in admin on login is sent to the dashboard; login's own navigation to the gate
    // lands right after, where the same redirect applies: it must run again, not stay at /.
    startAt('/auth/login', { ...shopper, role: 'admin' }, { thenGate: true });
    expect(await screen.findByText('Dashboard')).toBeTruthy();
  });
});
