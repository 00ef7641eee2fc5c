import optimizeLocales from '@react-aria/optimize-locales-plugin';
import type { Plugin, PluginOption } from 'vite';

/** Workspace packages resolve to their TypeScript sources (see the README's conventions). */
export const SOURCE_CONDITION = '@atelier/source';

/**
 * The shop speaks English only: react-aria's strings for its other 30-odd languages stay out
 * (react-aria falls back to en-US for any other browser language).
 */
export const LOCALES = ['en-US'];

/**
 * Plugins that change what the app's code compiles to, shared by the shell's build and the
 * bundle benchmark (which builds small apps the way the shell is built).
 */
export function codePlugins(): PluginOption[] {
  return [optimizeLocales.vite({ locales: LOCALES }), cheapLocaleCheck()];
}

const I18N = /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/](useDefaultLocale|utils)\.m?js$/;
const NUMBER_FORMATTER =
  /@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.m?js$/;
const SIGN_DISPLAY_CHECK =
  /new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/;
const SUPPORTED_LOCALES = 'Intl.DateTimeFormat.supportedLocalesOf(';
const IS_RTL = /(function \$\w+\$export\$\w+\(localeString\) \{)/;

/**
 * react-aria works out the browser's language and its direction when its module is evaluated,
 * in the long task that evaluates the first-load chunk, and two of its calls read the browser's
 * locale data for an answer that is known without it (about 150 ms together on a 4x-throttled
 * phone):
 * - `Intl.DateTimeFormat.supportedLocalesOf([locale])` inside a try, whose answer is ignored: only
 *   the RangeError of a malformed tag matters (react-aria then falls back to en-US). It builds the
 *   list of every locale the browser knows. `Intl.getCanonicalLocales` throws the same RangeError
 *   for the same tags and reads no locale data.
 * - `isRTL` maximizes the locale (`new Intl.Locale(tag).maximize()`) to find its script. English,
 *   with or without a region and nothing more, is written left to right: answered at once.
 *
 * And `@internationalized/number` asks whether the browser knows `signDisplay` by building a
 * number formatter, the page's first, which starts the browser's number formatting: 90% of the
 * first-load chunk's evaluation on a 4x-throttled phone. Every browser the build targets knows
 * it (Chrome 77, Firefox 70, Safari 14.1); the shop's rupee prices need none
 * (`formatMoney` in the API client).
 */
export function cheapLocaleCheck(): Plugin {
  return {
    name: 'atelier-cheap-locale-check',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (NUMBER_FORMATTER.test(path) && SIGN_DISPLAY_CHECK.test(code)) {
        return { code: code.replace(SIGN_DISPLAY_CHECK, 'true'), map: null };
      }
      const file = I18N.exec(path)?.[1];
      if (file === 'useDefaultLocale' && code.includes(SUPPORTED_LOCALES)) {
        return { code: code.replaceAll(SUPPORTED_LOCALES, 'Intl.getCanonicalLocales('), map: null };
      }
      if (file === 'utils' && IS_RTL.test(code)) {
        return {
          code: code.replace(
            IS_RTL,
            '$1\n    if (/^en(?:-(?:[a-z]{2}|\\d{3}))?$/i.test(localeString)) return false;',
          ),
          map: null,
        };
      }
    },
  };
}
