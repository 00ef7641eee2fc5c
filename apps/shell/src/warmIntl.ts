import { formatMoney } from '@atelier/api-client';

/** The language react-aria picks when no I18nProvider names one (its useDefaultLocale). */
function browserLocale(): string {
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;
  try {
    return locale ? (Intl.getCanonicalLocales(locale)[0] ?? 'en-US') : 'en-US';
  } catch {
    return 'en-US';
  }
}

/** Pages whose first render may have a react-aria grid list (the listing at 48 products or fewer). */
const GRID_LIST_PAGES = ['/shop/listing'];

/**
 * The first of each kind of `Intl` formatter a page creates loads the browser's locale data for
 * it: on a 4x-throttled phone 25 to 90 ms each, paid inside the first render (the prices'
 * currency formatter; on the listing, react-aria's collator for the grid list's type-ahead).
 * Created here, one per task, while start-up waits on the network, that data is loaded before
 * the render needs it. A page without a grid list skips the collator. Resolves when all are made.
 */
export function warmIntl(path: string, locale: string = browserLocale()): Promise<void> {
  const steps = [
    () => formatMoney(0),
    ...(GRID_LIST_PAGES.includes(path)
      ? [() => new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' })]
      : []),
  ];
  return new Promise((done) => {
    const next = (index: number) => {
      const step = steps[index];
      if (!step) return done();
      setTimeout(() => {
        try {
          step();
        } catch {
          // A formatter this browser refuses is the render's to deal with, as without warming.
        }
        next(index + 1);
      });
    };
    next(0);
  });
}
