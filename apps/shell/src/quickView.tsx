import { productIdFromSlug } from '@atelier/api-client';
import type { OpenProduct } from '@atelier/shop-ui';
import { ProductQuickView, productHref } from '@atelier/shop-ui/screens';
import { type ReactNode, useCallback, useState } from 'react';
import {
  type Location,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
import { ROUTE_MAP } from './routeTable';

/** What a quick view's history entry carries: the page it opened over. */
interface QuickViewState {
  backgroundLocation: Location;
}

function backgroundOf(location: Location): Location | undefined {
  const state = location.state as Partial<QuickViewState> | null;
  return state?.backgroundLocation;
}

export interface QuickView {
  /** The page to render: the one under the quick view while it is open. */
  pageLocation: Location;
  /** Opens a card's quick view at the product's address (shop-ui's `openProduct`). */
  openProduct: OpenProduct;
  /** The quick view itself, while one is open. */
  overlay: ReactNode;
}

/**
 * The cards' quick view as a modal route, React Router's pattern: opening pushes the product's
 * address with the page it opened over as `backgroundLocation`, the routes keep rendering that
 * page (its filters, scroll and loaded pages untouched), and the dialog shows on top; Back or
 * closing it returns to the page's entry, and focus to the card. The entry the document opened on
 * is always a page: a browser keeps an entry's state across a reload, and a reloaded or shared
 * product address opens the product page.
 */
export function useQuickView(): QuickView {
  const location = useLocation();
  const navigate = useNavigate();
  const [firstKey] = useState(location.key);
  const background = location.key === firstKey ? undefined : backgroundOf(location);
  const openProduct = useCallback<OpenProduct>(
    (product) => {
      const state: QuickViewState = { backgroundLocation: location };
      void navigate(productHref(ROUTE_MAP, product), { state });
    },
    [navigate, location],
  );
  return {
    pageLocation: background ?? location,
    openProduct,
    overlay: background ? (
      <Routes>
        <Route path={ROUTE_MAP.product} element={<QuickViewRoute />} />
      </Routes>
    ) : null,
  };
}

function QuickViewRoute() {
  const id = productIdFromSlug(useParams().slug);
  const navigate = useNavigate();
  return id ? <ProductQuickView productId={id} onClose={() => void navigate(-1)} /> : null;
}
