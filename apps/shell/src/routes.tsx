import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PageSkeleton } from './PageSkeleton';
import { type PageEntry, SECTIONS, type SectionEntry } from './routeTable';

type PageModule = { default: ComponentType };

/**
 * The layouts at the top of src/pages come with the first load (nearly every visit starts in the
 * shop's); every other module is a chunk of its own that loads when first shown.
 */
const FIRST_LOAD = import.meta.glob<PageModule>('./pages/*Section.tsx', { eager: true });
const MODULES = import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/*Section.tsx']);
/** Modules whose code is here: they render at once, without suspending. */
const loaded = new Map<string, ComponentType>(
  Object.entries(FIRST_LOAD).map(([file, module]) => [
    file.replace(/^\.\/pages\/|\.tsx$/g, ''),
    module.default,
  ]),
);
const lazyModules = new Map<string, LazyExoticComponent<ComponentType>>();

/** Loads a module of the route table (a path under src/pages, without '.tsx'). */
export function loadModule(module: string): Promise<PageModule> {
  const file = `./pages/${module}.tsx`;
  const eager = FIRST_LOAD[file];
  if (eager) return Promise.resolve(eager);
  const load = MODULES[file];
  if (!load) throw new Error(`The route table names src/pages/${module}.tsx, which is missing`);
  return load().then((loadedModule) => {
    loaded.set(module, loadedModule.default);
    return loadedModule;
  });
}

/**
 * A layout or page of the route table: at once when its code is here (start-up loads the
 * landing page's beside the entry, so the first render shows it, not a skeleton), otherwise
 * through React.lazy, under its layout's Suspense boundary.
 */
function RouteModule({ module }: { module: string }) {
  const Loaded = loaded.get(module);
  if (Loaded) return <Loaded />;
  let Lazy = lazyModules.get(module);
  if (!Lazy) {
    Lazy = lazy(() => loadModule(module));
    lazyModules.set(module, Lazy);
  }
  return <Lazy />;
}

/** The module a matched route of APP_ROUTES renders (its table entry is its `handle`). */
export const moduleOf = (handle: unknown): string | undefined =>
  (handle as Partial<PageEntry> | undefined)?.module ??
  (handle as Partial<SectionEntry> | undefined)?.layout;

/** Loads the code of the routes matched at an address, for its first render to show them. */
export function loadMatchedModules(matches: ReadonlyArray<{ route: { handle?: unknown } }>) {
  return Promise.allSettled(
    matches.flatMap(({ route }) => {
      const module = moduleOf(route.handle);
      return module ? [loadModule(module)] : [];
    }),
  );
}

/**
 * React Router's routes, made from the route table (routeTable.ts): each section's layout
 * around its pages, each route with its table entry as its `handle` (its title, its start-up
 * reads); a section's own path opens its first page. The site's root path is the gate, which
 * only redirects (guard.ts).
 */
export const APP_ROUTES: RouteObject[] = [
  { path: '/', element: <PageSkeleton /> },
  ...SECTIONS.map(
    (section): RouteObject => ({
      path: section.path,
      element: <RouteModule module={section.layout} />,
      handle: section,
      children: [
        ...(section.index
          ? [{ index: true, element: <Navigate to={`${section.path}/${section.index}`} replace /> }]
          : []),
        ...section.pages.map(
          (page): RouteObject => ({
            path: page.path,
            element: <RouteModule module={page.module} />,
            handle: page,
          }),
        ),
      ],
    }),
  ),
];
