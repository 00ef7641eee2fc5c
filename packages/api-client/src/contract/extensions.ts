/**
 * What a backend may offer beyond spec section 7, each under one name. A backend lists the ones
 * it honours at `GET /api/extensions`; a backend that knows only section 7 answers 404 there and
 * honours none, and the packages then offer only what the plain contract can do. Extensions that
 * show in an answer's own shape (a paged list's `page` and `total`) need no entry to be used, but
 * are listed all the same, so an operator can see what a backend offers.
 */
export const EXTENSIONS = [
  /** Paged product lists with a card projection and best sellers first (`page`, `limit`, `fields`). */
  'product-paging',
  /** `Idempotency-Key` on order creation. */
  'idempotency-key',
  /** A signed-in admin changes their own password (`PUT /api/admin/account/password`). */
  'admin-password',
  /** The back office's products searched, filtered, sorted and paged by cursor (`GET /api/admin/products/search`). */
  'admin-product-search',
  /**
   * Products with a gallery (`pictures`) and colours, each with stock per size; cart items and
   * orders record `selectedColour`, and stock rules apply per colour and size.
   */
  'product-colours',
  /**
   * The product list filters by `size`, `colour`, `minPrice` and `maxPrice`, and
   * `GET /api/shop/products/facets` counts the products behind each size and colour option.
   */
  'product-facets',
  /** Order details carry `timeline`; admins add notes (`POST /api/admin/orders/notes/{id}`). */
  'order-timeline',
  /** The `cancelled` status; a shopper cancels (`POST /api/shop/order/cancel/{id}`), refunded. */
  'order-cancellation',
  /** A carrier and parcel number with the move to inShipping; orders carry `tracking`. */
  'order-tracking',
  /** PDFs: the shopper's tax invoice (`GET /api/shop/order/invoice/{id}`), the admin's invoice and packing slip. */
  'invoices',
  /** An admin sets one status on many orders (`PUT /api/admin/orders/bulk-status`). */
  'bulk-order-status',
  /**
   * The back office's shoppers: searched and paged by cursor (`GET /api/admin/customers/search`),
   * one shopper's orders and addresses, and blocking with a reason (see rules/adminCustomers).
   */
  'admin-customers',
  /** Reviews carry an optional `fit` answer and `verifiedBuyer`, decided from the reviewer's orders. */
  'review-fit',
  /**
   * A size guide per category (`GET /api/shop/size-guide/{category}`); admins replace one with
   * `PUT /api/admin/size-guides/{category}`.
   */
  'size-guides',
  /** The back office's orders searched, filtered, sorted and paged by cursor (`GET /api/admin/orders/search`). */
  'admin-order-search',
  /**
   * CSV files: the catalogue (`GET /api/admin/products/export`) and a range of orders
   * (`GET /api/admin/orders/export?from=&to=`) out; products in, checked whole before anything
   * is applied (`GET /api/admin/products/import/template`, `POST /api/admin/products/import?mode=`).
   */
  'catalogue-csv',
  /**
   * Pictures in several widths: a product's `imageWidths` and each picture's `widths` name the
   * widths (px) the picture is also served in, as WebP at its URL with `?w=<width>`; any other
   * width is refused (400). Shown in the answers: a picture without widths has only its URL.
   */
  'picture-widths',
  /**
   * "Notify me" on a sold-out size (in a colour): `POST /api/shop/restock-alerts` (a signed-in
   * shopper at once; a guest after the e-mailed confirmation link), the shopper's alerts and
   * `DELETE /api/shop/restock-alerts/{id}`; the admin's waiting counts
   * (`GET /api/admin/restock-alerts/waiting`). A restock mails every subscriber once.
   */
  'restock-alerts',
  /**
   * The dashboard's figures for a period, computed by the backend (`GET /api/admin/dashboard`
   * `?period=today|7d|30d|custom&from=&to=`), with revenue and orders per day.
   */
  'admin-dashboard',
] as const;

export type ExtensionName = (typeof EXTENSIONS)[number];

/** The answer of `GET /api/extensions`: the names a backend honours (unknown ones are ignored). */
export interface ExtensionsResponse {
  success: boolean;
  data: string[];
}

/** The set of extensions a backend honours, from its answer; none from a plain backend. */
export function honouredExtensions(names: readonly string[]): ReadonlySet<ExtensionName> {
  const known = new Set<string>(EXTENSIONS);
  return new Set(names.filter((name): name is ExtensionName => known.has(name)));
}
