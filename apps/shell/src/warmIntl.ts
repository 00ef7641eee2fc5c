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

/**
 * The first of each kind of `Intl` formatter a page creates loads the browser's locale data for
 * it: on a 4x-throttled phone 25 to 60 ms each, paid inside the first render (react-aria's
 * collator for type-ahead in the sort menu and the grid, its list formatter in the sort menu's
 * value, the prices' currency formatter). Created here, one per task, while start-up waits on
 * the network, that data is loaded before the render needs it. Resolves when all are made.
 */
export function warmIntl(locale: string = browserLocale()): Promise<void> {
  const steps = [
    () => new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' }),
    () => new Intl.ListFormat(locale, {}),
    () => formatMoney(0),
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
