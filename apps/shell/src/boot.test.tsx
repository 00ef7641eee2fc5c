// @vitest-environment jsdom
import type { ApiClient, FeatureImage, User } from '@atelier/api-client';
import {
  ApiProvider,
  useBestSellers,
  useFeatures,
  useProductListing,
  useSession,
} from '@atelier/api-client/swr';
import { ThemeProvider } from '@atelier/shop-ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { mutate } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import { RouteGuard } from './RouteGuard';
import { routeModules } from './routeModules';
import { MemoryRouter, Route, Routes } from './router';
import { STORED_USER_KEY } from './storedUser';

const shopper: User = { id: 'u1', userName: 'Asha', email: 'shopper@atelier.test', role: 'user' };

/** Answers left open by a test, given when it ends so no request outlives it. */
const pending: Array<() => void> = [];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A client whose check-auth answers when the test says so. */
function fakeClient(features: FeatureImage[] = []) {
  const answer = deferred<{ success: boolean; user?: User }>();
  const checkAuth = vi.fn(() => answer.promise);
  pending.push(() => answer.resolve({ success: false }));
  const list = vi.fn(async () => ({ success: true, data: features }));
  const products = vi.fn(async () => ({
    success: true,
    data: [
      { _id: 'p1', title: 'Linen shirt', salesCount: 9, image: 'http://api.test/media/p1.svg' },
    ],
    total: 1,
    page: 1,
    limit: 8,
  }));
  const client = {
    auth: { checkAuth },
    features: { list },
    products: { list: products },
  } as unknown as ApiClient;
  return { client, checkAuth, list, products, answer: answer.resolve };
}

function Who() {
  const { data } = useSession();
  return <p>{data ? `signed in as ${data.userName}` : 'guest'}</p>;
}

function BestSellers() {
  const { data } = useBestSellers();
  return (
    <p>{data?.length ? `best sellers: ${data.map((p) => p.title).join(', ')}` : 'no cards'}</p>
  );
}

function Banner() {
  const { data } = useFeatures();
  return <p>{data?.length ? `banners: ${data.length}` : 'no banners'}</p>;
}

async function start(path: string, stored: User | null, features: FeatureImage[] = []) {
  localStorage.clear();
  if (stored) localStorage.setItem(STORED_USER_KEY, JSON.stringify(stored));
  const fake = fakeClient(features);
  const preloadImage = vi.fn();
  await boot({ client: fake.client, storage: localStorage, path, preloadImage, modules: () => [] });
  render(
    <MemoryRouter path={path}>
      <ApiProvider client={fake.client} swrConfig={{ dedupingInterval: 0 }}>
        <ThemeProvider>
          <RouteGuard>
            <Who />
            <Banner />
            <Routes>
              <Route
                path="/shop/home"
                element={
                  <>
                    <p>Home page</p>
                    <BestSellers />
                  </>
                }
              />
              <Route path="/shop/checkout" element={<p>Checkout page</p>} />
              <Route path="/auth/login" element={<p>Login page</p>} />
            </Routes>
          </RouteGuard>
        </ThemeProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return { ...fake, preloadImage };
}

afterEach(async () => {
  for (const answer of pending.splice(0)) answer();
  // A mounted hook whose data boot put in the cache takes the preloaded answer on its first
  // frame (SWR keeps a preloaded answer until a hook takes it): let it, so the next test's
  // boot asks anew.
  await act(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => done());
      }),
  );
  cleanup();
  // The default cache is shared by every test here: start each from nothing, once the
  // requests a test left are done.
  await new Promise((done) => setTimeout(done, 20));
  await mutate(() => true, undefined, { revalidate: false });
});

describe('start-up', () => {
  it('shows a stored shopper their page at once and corrects it when the server disagrees', async () => {
    const { checkAuth, answer } = await start('/shop/checkout', shopper);
    expect(screen.getByText('Checkout page')).toBeTruthy();
    expect(screen.getByText('signed in as Asha')).toBeTruthy();
    expect(checkAuth).toHaveBeenCalledTimes(1);
    // The session expired: the guest rules apply and the stored record goes.
    await act(async () => answer({ success: false }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(screen.getByText('guest')).toBeTruthy();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('shows a guest guest pages at once and upgrades them when a cookie session exists', async () => {
    const { answer } = await start('/shop/home', null);
    expect(screen.getByText('guest')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    await act(async () => answer({ success: true, user: shopper }));
    expect(await screen.findByText('signed in as Asha')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null')).toEqual(shopper);
  });

  it('lets the check answer before sending a guest from a protected page to sign in', async () => {
    const { answer } = await start('/shop/checkout', null);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Login page')).toBeNull();
    await act(async () => answer({ success: true, user: shopper }));
    expect(await screen.findByText('Checkout page')).toBeTruthy();
  });

  it('asks for the feature images at boot, once, and preloads home’s first banner', async () => {
    const images = [
      { _id: 'f1', image: 'http://api.test/media/banners/banner-0.svg' },
      { _id: 'f2', image: 'http://api.test/media/banners/banner-1.svg' },
    ];
    const { list, preloadImage } = await start('/', null, images);
    expect(await screen.findByText('banners: 2')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(1);
    expect(preloadImage).toHaveBeenCalledWith('http://api.test/media/banners/banner-0.svg');
  });

  it('asks for the feature images once the page has loaded where the page does not show them', async () => {
    const fake = fakeClient([{ _id: 'f1', image: 'http://api.test/media/banners/banner-0.svg' }]);
    const preloadImage = vi.fn();
    const later: Array<() => void> = [];
    await boot({
      client: fake.client,
      storage: null,
      path: '/shop/listing',
      preloadImage,
      modules: () => [],
      later: (task) => later.push(task),
    });
    expect(fake.list).not.toHaveBeenCalled();
    expect(later).toHaveLength(1);
    await act(async () => later[0]?.());
    expect(fake.list).toHaveBeenCalledTimes(1);
    // Home's first banner is no picture this page shows.
    expect(preloadImage).not.toHaveBeenCalledWith('http://api.test/media/banners/banner-0.svg');
  });
});

describe('best sellers at boot', () => {
  it('asks for home’s best sellers at boot, once, and the page uses that answer', async () => {
    const { products } = await start('/shop/home', null);
    expect(screen.getByText('best sellers: Linen shirt')).toBeTruthy();
    expect(products).toHaveBeenCalledTimes(1);
    expect(products).toHaveBeenCalledWith(expect.objectContaining({ sortBy: 'sales-hightolow' }), {
      page: 1,
      limit: 8,
      fields: 'card',
    });
  });

  it('sends the request before anything renders', async () => {
    const fake = fakeClient();
    await boot({ client: fake.client, storage: null, path: '/shop/home', modules: () => [] });
    expect(fake.products).toHaveBeenCalledTimes(1);
  });

  it('asks for no products when the visitor lands elsewhere', async () => {
    const { products } = await start('/shop/checkout', shopper);
    expect(screen.getByText('Checkout page')).toBeTruthy();
    expect(products).not.toHaveBeenCalled();
  });
});

function Listing() {
  const { items } = useProductListing({
    filters: { category: ['men'] },
    sortBy: 'price-hightolow',
  });
  return <p>{items.length ? `listing: ${items.map((p) => p?.title).join(', ')}` : 'no cards'}</p>;
}

describe('the listing at boot', () => {
  it('asks for the first page the URL names, preloads its first picture, and the page renders with it', async () => {
    const fake = fakeClient();
    const preloadImage = vi.fn();
    await boot({
      client: fake.client,
      storage: null,
      path: '/shop/listing',
      search: '?category=men,nonsense&sortBy=price-hightolow',
      preloadImage,
      modules: () => [],
    });
    expect(fake.products).toHaveBeenCalledTimes(1);
    expect(fake.products).toHaveBeenCalledWith(
      { filters: { category: ['men'] }, sortBy: 'price-hightolow' },
      { page: 1, limit: 24, fields: 'card' },
    );
    expect(preloadImage).toHaveBeenCalledWith('http://api.test/media/p1.svg');
    render(
      <ApiProvider client={fake.client} swrConfig={{ dedupingInterval: 0 }}>
        <Listing />
      </ApiProvider>,
    );
    // The first render has the cards, and the page asks for nothing more.
    expect(screen.getByText('listing: Linen shirt')).toBeTruthy();
    expect(fake.products).toHaveBeenCalledTimes(1);
  });
});

describe('routeModules', () => {
  it('names the layout and page chunks a path renders first', () => {
    const files = (path: string) => routeModules(path).map((module) => module.file);
    expect(files('/shop/home')).toEqual(['pages/ShopSection.tsx', 'pages/shop/HomePage.tsx']);
    expect(files('/shop/listing')).toEqual(['pages/ShopSection.tsx', 'pages/shop/ListingPage.tsx']);
    expect(files('/auth/login')).toEqual(['pages/AuthSection.tsx', 'pages/auth/LoginPage.tsx']);
    expect(files('/shop/nowhere')).toEqual(['pages/ShopSection.tsx']);
    expect(files('/admin/orders')).toEqual([]);
    expect(files('/')).toEqual([]);
  });
});
