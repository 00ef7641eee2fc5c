// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { unstable_serialize, useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors';
import { useCart } from '../hooks/cart';
import { useProducts } from '../hooks/products';
import { useSession } from '../hooks/session';
import { apiKeys } from '../keys';
import {
  makeProduct,
  rejectionOf,
  renderApiHook,
  settle,
  setupTestServer,
  url,
} from '../test-helpers';
import { useAuthActions } from './auth';

const { server, count } = setupTestServer();
const user = { id: 'u1', userName: 'asha', email: 'asha@example.com', role: 'user' };

/** A backend whose check-auth follows login and logout through a flag kept in the test. */
function authBackend(startLoggedIn: boolean) {
  let loggedIn = startLoggedIn;
  server.use(
    http.get(url('/api/auth/check-auth'), () =>
      loggedIn
        ? HttpResponse.json({ success: true, user })
        : HttpResponse.json({ success: false, message: 'Unauthorised user!' }, { status: 401 }),
    ),
    http.post(url('/api/auth/login'), () => {
      loggedIn = true;
      return HttpResponse.json({ success: true, message: 'Logged in successfully', user });
    }),
    http.post(url('/api/auth/logout'), () => {
      loggedIn = false;
      return HttpResponse.json({ success: true, message: 'Logged out successfully!' });
    }),
    http.get(url('/api/shop/cart/get/u1'), () =>
      HttpResponse.json({ success: true, data: { _id: 'c1', items: [] } }),
    ),
    http.get(url('/api/shop/products/get'), () =>
      HttpResponse.json({ success: true, data: [makeProduct()] }),
    ),
  );
}

/** A shop header in miniature: the cart follows the session, as the screens will do it. */
function useShopHeader() {
  const session = useSession();
  return {
    session,
    cart: useCart(session.data?.id),
    products: useProducts(),
    actions: useAuthActions(),
    cache: useSWRConfig().cache,
  };
}

describe('useAuthActions', () => {
  it('login makes the user the session without another check-auth request', async () => {
    authBackend(false);
    const { result } = renderApiHook(useShopHeader);
    // Read the cart now too: SWR only re-renders for fields that have been read.
    await waitFor(() =>
      expect([result.current.session.data, result.current.cart.data]).toEqual([null, undefined]),
    );

    let response: unknown;
    await act(async () => {
      response = await result.current.actions.login({ email: user.email, password: 'secret123' });
    });

    expect(response).toEqual({ success: true, message: 'Logged in successfully', user });
    expect(result.current.session.data).toEqual(user);
    await waitFor(() => expect(result.current.cart.data?._id).toBe('c1'));
    expect(count('GET /api/auth/check-auth')).toBe(1);
  });

  it('logout makes the session a guest and clears the user’s data, not the catalogue', async () => {
    authBackend(true);
    const { result } = renderApiHook(useShopHeader);
    await waitFor(() =>
      expect([
        result.current.session.data,
        result.current.cart.data?._id,
        result.current.products.data?.length,
      ]).toEqual([user, 'c1', 1]),
    );

    await act(() => result.current.actions.logout());

    expect(result.current.session.data).toBeNull();
    expect(result.current.cart.data).toBeUndefined();
    expect(result.current.cache.get(unstable_serialize(apiKeys.cart('u1')))?.data).toBeUndefined();
    expect(result.current.products.data).toHaveLength(1);
    await settle();
    expect(count('GET /api/auth/check-auth')).toBe(1);
    expect(count('GET /api/shop/cart/get/u1')).toBe(1);
    expect(count('GET /api/shop/products/get?sortBy=price-lowtohigh')).toBe(1);
  });

  it('a failed login rejects with the server message and leaves the guest a guest', async () => {
    authBackend(false);
    server.use(
      http.post(url('/api/auth/login'), () =>
        HttpResponse.json({ success: false, message: 'Incorrect password! Please try again' }),
      ),
    );
    const { result } = renderApiHook(useShopHeader);
    await waitFor(() => expect(result.current.session.data).toBeNull());

    const error = await rejectionOf(
      result.current.actions.login({ email: user.email, password: 'wrong' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toHaveProperty('message', 'Incorrect password! Please try again');
    expect(result.current.session.data).toBeNull();
  });

  it('the account flows pass the server answer through and touch no cache', async () => {
    authBackend(false);
    const answer = (message: string) => () => HttpResponse.json({ success: true, message });
    server.use(
      http.post(url('/api/auth/register'), answer('Registration successful')),
      http.post(url('/api/auth/verify-otp'), answer('Email verified')),
      http.post(url('/api/auth/resend-otp'), answer('OTP sent')),
      http.post(url('/api/auth/forgot-password'), answer('Reset link sent')),
      http.post(url('/api/auth/reset-password'), answer('Password reset')),
    );
    const { result } = renderApiHook(useShopHeader);
    await waitFor(() => expect(result.current.session.data).toBeNull());
    const { actions } = result.current;
    const email = user.email;

    await expect(
      actions.register({ userName: 'asha', email, password: 'secret123' }),
    ).resolves.toHaveProperty('message', 'Registration successful');
    await expect(actions.verifyOtp({ email, otp: '123456' })).resolves.toHaveProperty(
      'message',
      'Email verified',
    );
    await expect(actions.resendOtp({ email })).resolves.toHaveProperty('message', 'OTP sent');
    await expect(actions.forgotPassword({ email })).resolves.toHaveProperty(
      'message',
      'Reset link sent',
    );
    await expect(
      actions.resetPassword({ token: 't', newPassword: 'secret123' }),
    ).resolves.toHaveProperty('message', 'Password reset');
    await settle();
    expect(result.current.session.data).toBeNull();
    expect(count('GET /api/auth/check-auth')).toBe(1);
  });
});
