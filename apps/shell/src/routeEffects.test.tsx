// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, lazy, Suspense, startTransition } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { documentTitle, useRouteFocus } from './routeEffects';
import { APP_ROUTES } from './routes';

/** A page whose code arrives when the test says, as a lazy route's chunk does. */
function slowPage() {
  let arrive!: () => void;
  const loaded = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () =>
      resolve({
        default: () => (
          <main>
            <h1>Home</h1>
          </main>
        ),
      });
  });
  return { Page: lazy(() => loaded), arrive };
}

/**
 * A link that moves within the app, as shop-ui's links do through react-aria's router and the
 * shell's navigate (AppFrame): to another page in a transition.
 */
function Link({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  return (
    <a
      href={to}
      onClick={(event) => {
        event.preventDefault();
        startTransition(() => navigate(to));
      }}
    >
      {children}
    </a>
  );
}

function Gate({ redirect }: { redirect: boolean }) {
  const navigate = useNavigate();
  return (
    <main>
      <h1>Gate</h1>
      <Link to="/home">Go home</Link>
      {/* Stands in for the route guard, which redirects once the session is known. */}
      {redirect && (
        <button type="button" onClick={() => navigate('/home', { replace: true })}>
          redirect
        </button>
      )}
    </main>
  );
}

function renderShell(Page: ReturnType<typeof slowPage>['Page']) {
  function Routed() {
    useRouteFocus(useLocation().pathname);
    return (
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/" element={<Gate redirect />} />
          <Route path="/home" element={<Page />} />
        </Routes>
      </Suspense>
    );
  }
  return render(
    <>
      <button type="button">Dismiss demo notice</button>
      <BrowserRouter useTransitions={false}>
        <Routed />
      </BrowserRouter>
    </>,
  );
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('useRouteFocus', () => {
  it('takes focus to the new page’s heading after the person follows a link', async () => {
    const { Page, arrive } = slowPage();
    renderShell(Page);
    const link = screen.getByRole('link', { name: 'Go home' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Enter' });
    fireEvent.click(link);
    await act(async () => arrive());
    const heading = await screen.findByRole('heading', { name: 'Home' });
    expect(document.activeElement).toBe(heading);
  });

  it('leaves focus alone when the person pressed something only after the address had changed', async () => {
    const { Page, arrive } = slowPage();
    renderShell(Page);
    // The redirect is the app's doing: it runs without a press the document sees.
    act(() => screen.getByRole('button', { name: 'redirect' }).click());
    expect(window.location.pathname).toBe('/home');
    // While the page's code loads, the person presses a control outside the routes.
    const dismiss = screen.getByRole('button', { name: 'Dismiss demo notice' });
    fireEvent.pointerDown(dismiss);
    dismiss.focus();
    await act(async () => arrive());
    await screen.findByRole('heading', { name: 'Home' });
    expect(document.activeElement).toBe(dismiss);
  });
});

describe('documentTitle', () => {
  const title = (path: string, search?: string) => documentTitle(APP_ROUTES, path, search);

  it('names each shop and auth page from the route table, then the shop', () => {
    expect(title('/shop/home')).toBe('Home · Atelier');
    expect(title('/shop/checkout')).toBe('Checkout · Atelier');
    expect(title('/shop/account')).toBe('My Account · Atelier');
    expect(title('/shop/payment-success', '?orderId=x')).toBe('Order placed · Atelier');
    expect(title('/auth/login', '?redirect=%2Fshop%2Fcheckout')).toBe('Sign in · Atelier');
    expect(title('/auth/reset-password')).toBe('Reset password · Atelier');
    expect(title('/unauth-page')).toBe('Access denied · Atelier');
  });

  it('names the listing after its categories, as its heading does', () => {
    expect(title('/shop/listing')).toBe('All Products · Atelier');
    expect(title('/shop/listing', '?category=men&sortBy=title-atoz')).toBe('Men · Atelier');
    expect(title('/shop/listing', '?category=women,kids')).toBe('Women & Kids · Atelier');
  });

  it('names a search after its keyword', () => {
    expect(title('/shop/search')).toBe('Search · Atelier');
    expect(title('/shop/search', '?keyword=denim')).toBe('Search: denim · Atelier');
  });

  it('calls any other path not found, and leaves the back office and the gate alone', () => {
    expect(title('/nowhere')).toBe('Page not found · Atelier');
    expect(title('/shop/nowhere')).toBe('Page not found · Atelier');
    expect(title('/shop/home/')).toBe('Home · Atelier');
    expect(title('/admin/orders')).toBeNull();
    expect(title('/')).toBeNull();
  });
});
