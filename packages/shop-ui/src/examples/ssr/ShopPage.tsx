import type { ApiClient } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import { type Navigate, NavigationProvider, ThemeProvider, ToastProvider } from '@atelier/shop-ui';
import { ListingScreen, ShopLayout } from '@atelier/shop-ui/screens';

export interface ShopPageProps {
  client: ApiClient;
  /** The page's address: the same on the server and in the browser that hydrates it. */
  url: URL;
  navigate: Navigate;
}

/** One page of the shop, rendered on the server and hydrated in the browser. */
export function ShopPage({ client, url, navigate }: ShopPageProps) {
  const currentHref = url.pathname + url.search;
  return (
    <ThemeProvider>
      <NavigationProvider navigate={navigate} currentHref={currentHref}>
        <ToastProvider>
          <ApiProvider client={client}>
            <ShopLayout>
              <ListingScreen
                searchParams={url.searchParams}
                onSearchParamsChange={(next) =>
                  navigate(`${url.pathname}?${next}`, { replace: true })
                }
              />
            </ShopLayout>
          </ApiProvider>
        </ToastProvider>
      </NavigationProvider>
    </ThemeProvider>
  );
}
