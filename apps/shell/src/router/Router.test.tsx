// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Navigate,
  type NavigateFunction,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
  useSearchParams,
} from '.';

let layoutMounts = 0;
/** The last rendered page's way of moving, for a test that moves outside React's `act`. */
let moveTo: NavigateFunction | undefined;

function Layout() {
  useEffect(() => {
    layoutMounts += 1;
  }, []);
  const { pathname, search } = useLocation();
  return (
    <div>
      <p>at {pathname + search}</p>
      <Outlet />
    </div>
  );
}

function Home() {
  const navigate = useNavigate();
  const href = useHref('/shop/listing');
  return (
    <>
      <h1>Home</h1>
      <a href={href}>listing link</a>
      <button type="button" onClick={() => navigate('/shop/listing')}>
        to listing
      </button>
    </>
  );
}

function Listing() {
  const [params, setParams] = useSearchParams();
  moveTo = useNavigate();
  return (
    <>
      <h1>Listing {params.get('category') ?? 'all'}</h1>
      <button type="button" onClick={() => setParams({ category: 'men' }, { replace: true })}>
        men
      </button>
    </>
  );
}

function Elsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/c')}>
      elsewhere
    </button>
  );
}

function App({ base }: { base?: string }) {
  return (
    <BrowserRouter base={base}>
      <Routes>
        <Route path="/shop" element={<Layout />}>
          <Route index element={<Navigate to="/shop/home" replace />} />
          <Route path="home" element={<Home />} />
          <Route path="listing" element={<Listing />} />
        </Route>
        <Route path="*" element={<h1>Not found</h1>} />
      </Routes>
    </BrowserRouter>
  );
}

afterEach(() => {
  cleanup();
  layoutMounts = 0;
  window.history.replaceState(null, '', '/');
});

describe('BrowserRouter', () => {
  it('renders the page at the address, inside its layout', () => {
    window.history.replaceState(null, '', '/shop/home');
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('at /shop/home')).toBeTruthy();
  });

  it('moves to another page, keeps the layout mounted, and goes back', async () => {
    window.history.replaceState(null, '', '/shop/home');
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'to listing' }));
    expect(await screen.findByRole('heading', { name: 'Listing all' })).toBeTruthy();
    expect(window.location.pathname).toBe('/shop/listing');
    expect(layoutMounts).toBe(1);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('replaces the query and keeps the path and the history length', async () => {
    window.history.replaceState(null, '', '/shop/listing');
    render(<App />);
    const before = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'men' }));
    expect(await screen.findByRole('heading', { name: 'Listing men' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/shop/listing?category=men');
    expect(window.history.length).toBe(before);
  });

  it('renders a new query on the same page at once, and a new page in a transition', async () => {
    window.history.replaceState(null, '', '/shop/listing');
    render(<App />);
    // Outside act, a synchronous flush renders the urgent updates only.
    flushSync(() => moveTo?.('/shop/listing?category=men', { replace: true }));
    expect(screen.getByRole('heading', { name: 'Listing men' })).toBeTruthy();
    flushSync(() => moveTo?.('/shop/home'));
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('follows a redirect from an index route', async () => {
    window.history.replaceState(null, '', '/shop');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(window.location.pathname).toBe('/shop/home');
  });

  it('redirects again when the address changes under a redirect that stays rendered', async () => {
    window.history.replaceState(null, '', '/a');
    render(
      <BrowserRouter>
        <Navigate to="/b" replace />
        <Elsewhere />
      </BrowserRouter>,
    );
    await act(async () => {});
    expect(window.location.pathname).toBe('/b');
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    await act(async () => {});
    expect(window.location.pathname).toBe('/b');
  });

  it('shows the catch-all for an unknown path', () => {
    window.history.replaceState(null, '', '/nowhere');
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeTruthy();
  });

  it('works under the site’s base path', async () => {
    window.history.replaceState(null, '', '/atelier/shop/home');
    render(<App base="/atelier/" />);
    expect(screen.getByText('at /shop/home')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'listing link' }).getAttribute('href')).toBe(
      '/atelier/shop/listing',
    );
    fireEvent.click(screen.getByRole('button', { name: 'to listing' }));
    expect(await screen.findByRole('heading', { name: 'Listing all' })).toBeTruthy();
    expect(window.location.pathname).toBe('/atelier/shop/listing');
  });
});
