import type { ReactNode } from 'react';

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children: RouteObject[];
}

interface Branch {
  pattern: string;
  /** The routes from the outermost layout to the one that matched. */
  chain: RouteObject[];
}

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

function branches(routes: RouteObject[], parent = '/', chain: RouteObject[] = []): Branch[] {
  const out: Branch[] = [];
  for (const route of routes) {
    if (route.path?.includes(':')) {
      throw new Error(`Route ${route.path}: the shell's router matches fixed paths and '*' only`);
    }
    const pattern = route.index || route.path === undefined ? parent : join(parent, route.path);
    const here = [...chain, route];
    // Children first: an index route wins over its layout at the layout's own path.
    out.push(...branches(route.children, pattern, here));
    // A layout without a path only wraps its children.
    if (route.path !== undefined || route.index) out.push({ pattern, chain: here });
  }
  return out;
}

const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/**
 * How well `pattern` matches `pathname`: the exact path beats any '*', and a longer prefix
 * before '*' beats a shorter one. Case and a trailing slash do not count, as in React Router.
 */
function rank(pattern: string, pathname: string): number {
  const path = normal(pathname);
  if (!pattern.endsWith('*')) return normal(pattern) === path ? Number.POSITIVE_INFINITY : -1;
  const prefix = normal(pattern.slice(0, -1)).replace(/\/$/, '');
  const inside = prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
  return inside ? prefix.length : -1;
}

/** The chain of routes (layouts first) that shows `pathname`, or null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteObject[] | null {
  let best: Branch | null = null;
  let bestRank = -1;
  for (const branch of branches(routes)) {
    const r = rank(branch.pattern, pathname);
    if (r > bestRank) {
      best = branch;
      bestRank = r;
    }
  }
  return best?.chain ?? null;
}
