import type { Plugin, Rolldown } from 'vite';
import { staticModules } from './firstLoad';

const SEP = String.raw`[\\/]`;
const PACKAGE = `node_modules${SEP}(?:\\.pnpm${SEP}[^\\\\/]+${SEP}node_modules${SEP})?`;
const packages = (names: string[]) => new RegExp(`${PACKAGE}(${names.join('|')})${SEP}`);

/** Libraries every page runs and that change only with an upgrade. */
const VENDOR = packages([
  'react',
  'react-dom',
  'scheduler',
  'swr',
  'use-sync-external-store',
  'dequal',
  'styled-components',
  'stylis',
  '@emotion[\\\\/][^\\\\/]+',
  'shallowequal',
  'tslib',
  'redaxios',
]);

/**
 * React itself, apart from the rest of the framework: the browser compiles each file in a task of
 * its own on the main thread, and one 300 KB file took a 212 ms task on a 4x-throttled phone.
 */
const REACT = packages(['react', 'react-dom', 'scheduler']);

const REACT_ARIA = packages([
  'react-aria',
  'react-aria-components',
  'react-stately',
  '@react-aria[\\\\/][^\\\\/]+',
  '@react-stately[\\\\/][^\\\\/]+',
  '@internationalized[\\\\/][^\\\\/]+',
  '@swc[\\\\/]helpers',
  'clsx',
]);
/** shop-ui's building blocks, not its screens. */
const SHOP_UI_BLOCKS = new RegExp(
  `packages${SEP}shop-ui${SEP}src${SEP}(primitives|theme|icons|actions|navigation)${SEP}`,
);
/** The shopper's side of the API client, not the back office's resources and hooks. */
const SHOPPER_API = new RegExp(
  `packages${SEP}api-client${SEP}src${SEP}(contract${SEP}|core${SEP}(?!admin)|swr${SEP}(?!useAdminApi|hooks${SEP}admin|mutations${SEP}admin))`,
);
const UI = (id: string) => REACT_ARIA.test(id) || SHOP_UI_BLOCKS.test(id) || SHOPPER_API.test(id);

export interface CodeSplittingOptions {
  /** Layouts a first visit renders around any page, as the end of their path. */
  frame: readonly string[];
  /** Pages a first visit usually lands on, as the end of their path. */
  pages: readonly string[];
  /**
   * Code that loads on its own, as the end of its path: parts of those pages (the listing's
   * filter column, which a phone never shows) and other pages a visit often starts on (sign-in,
   * where a link to checkout or account leads). Each gets a file of what it adds beyond the
   * landing pages, instead of pulling in the shared `ui` file, which holds every dialog, sheet
   * and menu (62 KiB of gzip that the sign-in page used to download whole).
   */
  parts?: readonly string[];
}

const endsWith = (id: string, file: string) => id.replace(/\\/g, '/').endsWith(file);

/**
 * How the shell's code is cut into files (rolldown's output.codeSplitting), and the plugin that
 * learns the module graph it needs. Left to itself, the bundler gives every module shared by two
 * pages a chunk of its own: 36 files, most under 1 KiB, for one page. Here:
 * - `react` and `vendor`: the framework, two chunks that change only with an upgrade (two, so
 *   the browser compiles them in two shorter tasks);
 * - `shop`: the frame (the shop's layout), what it and the entry's stages (src/main.tsx) import
 *   statically, and what every landing page does (a first visit runs it anyway: one file instead
 *   of a dozen, and nothing more; on HTTP/1.1 each file more waits for one of six connections).
 *   The last stage, `start`, gets a file of a few bytes naming its export in `shop`;
 * - `<Page>`: a landing page with everything it needs beyond those (the listing's windowed grid
 *   too, which the search page shares), in one file: on HTTP/1.1 each file holds one of six
 *   connections and a share of a slow network while the framework downloads;
 * - `<Part>`: what a part of a landing page, or another page visits start on, adds (the filter
 *   column, sign-in; pages that share its form fields, such as search and register, use it too);
 * - `ui`: the other building blocks several chunks share (dialogs, sheets, menus, other fields),
 *   one file fetched the first time any of them is needed.
 * Other pages' own modules stay with them, and the back office apart.
 */
export function codeSplitting({ frame, pages, parts = [] }: CodeSplittingOptions): {
  plugin: Plugin;
  output: Rolldown.CodeSplittingOptions;
} {
  // Filled once the modules are loaded (buildEnd), read while chunks are made (after it).
  const firstLoad = new Set<string>();
  // What a landing page needs beyond the first load → the page's name.
  const pageModules = new Map<string, string>();
  const isPage = (id: string) => pages.some((file) => endsWith(id, file));
  const plugin: Plugin = {
    name: 'atelier-code-splitting',
    apply: 'build',
    async buildEnd(error) {
      firstLoad.clear();
      pageModules.clear();
      if (error) return;
      const ids = [...this.getModuleIds()];
      // The entry (index.html) and the modules it runs (main.tsx) stay in the entry chunk: in
      // a group, their start-up code would run before the helpers it calls are defined.
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const starters = new Set(
        entries.flatMap((id) => [id, ...(this.getModuleInfo(id)?.importedIds ?? [])]),
      );
      // What the entry imports in stages (main.tsx) every first visit runs too.
      const staged = [...starters].flatMap(
        (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      );
      const framed = await staticModules(
        this,
        ids.filter(
          (id) =>
            entries.includes(id) || staged.includes(id) || frame.some((file) => endsWith(id, file)),
        ),
      );
      // What a file imports statically, itself included.
      const closure = (file: string) =>
        staticModules(
          this,
          ids.filter((id) => endsWith(id, file)),
        );
      const landing = await Promise.all(pages.map(closure));
      for (const id of framed) if (!starters.has(id)) firstLoad.add(id);
      for (const id of landing[0] ?? []) {
        if (!starters.has(id) && landing.every((page) => page.has(id))) firstLoad.add(id);
      }
      const lazyParts = await Promise.all(parts.map(closure));
      const files = [...pages, ...parts];
      [...landing, ...lazyParts].forEach((modules, index) => {
        const name = files[index]?.replace(/^.*\//, '').replace(/\.tsx?$/, '') ?? 'page';
        for (const id of modules) {
          if (!(firstLoad.has(id) || framed.has(id) || pageModules.has(id))) {
            pageModules.set(id, name);
          }
        }
      });
    },
  };
  return {
    plugin,
    output: {
      groups: [
        { name: 'react', test: REACT, priority: 5 },
        { name: 'vendor', test: VENDOR, priority: 4 },
        {
          name: 'shop',
          test: (id: string) => firstLoad.has(id) && !isPage(id),
          priority: 3,
          includeDependenciesRecursively: false,
        },
        {
          name: (id: string) => pageModules.get(id) ?? 'page',
          debugName: 'landing pages',
          test: (id: string) => pageModules.has(id),
          priority: 2,
          includeDependenciesRecursively: false,
        },
        {
          name: 'ui',
          test: (id: string) => UI(id) && !firstLoad.has(id),
          priority: 1,
          minShareCount: 2,
          // Only the modules themselves: their dependencies may be screens that load on first use.
          includeDependenciesRecursively: false,
        },
      ],
    },
  };
}
