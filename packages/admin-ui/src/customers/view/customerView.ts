import {
  ADMIN_CUSTOMER_SORTS,
  type AdminCustomerQuery,
  type AdminCustomerSort,
  DEFAULT_ADMIN_CUSTOMER_SORT,
} from '@atelier/api-client';

/** What the customers page shows: the search, the sort and the page it is on. */
export interface CustomerListView {
  search: string;
  sort: AdminCustomerSort;
  /** The cursor of the page shown; '' for the first page. */
  after: string;
}

export const DEFAULT_CUSTOMER_VIEW: CustomerListView = {
  search: '',
  sort: DEFAULT_ADMIN_CUSTOMER_SORT,
  after: '',
};

/** Query-string names; short, since admins share these links. */
const PARAMS = {
  search: 'q',
  sort: 'sort',
  after: 'after',
} as const satisfies Record<keyof CustomerListView, string>;

/** The view a URL asks for; values it does not know fall back to the defaults. */
export function customerViewFromParams(params: URLSearchParams): CustomerListView {
  const sort = params.get(PARAMS.sort);
  return {
    search: params.get(PARAMS.search) ?? '',
    sort:
      ADMIN_CUSTOMER_SORTS.find((option) => option.id === sort)?.id ?? DEFAULT_CUSTOMER_VIEW.sort,
    after: params.get(PARAMS.after) ?? '',
  };
}

/** The URL for a view: only what differs from the defaults; other parameters are kept. */
export function customerViewToParams(
  view: CustomerListView,
  base?: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(PARAMS) as Array<keyof CustomerListView>) {
    const value = key === 'search' ? view.search.trim() : view[key];
    if (value === DEFAULT_CUSTOMER_VIEW[key] || value === '') next.delete(PARAMS[key]);
    else next.set(PARAMS[key], value);
  }
  return next;
}

/** The search a view asks the backend for. */
export function customerQueryOf(view: CustomerListView): AdminCustomerQuery {
  return { q: view.search.trim(), sortBy: view.sort };
}

/** A shopper's page, from the route map's pattern ('/admin/customers/:id'). */
export function customerHref(pattern: string, id: string): string {
  return pattern.replace(':id', encodeURIComponent(id));
}
