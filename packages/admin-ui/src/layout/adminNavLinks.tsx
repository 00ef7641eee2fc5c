import type { ComponentType } from 'react';
import { DashboardIcon, ImageIcon, PackageIcon, ReceiptIcon } from '../icons';
import { ADMIN_PATHS } from '../paths';

export interface AdminNavLink {
  id: string;
  label: string;
  href: string;
  icon: ComponentType;
}

/** The admin sidebar (spec section 2): Dashboard, Products, Orders, Features. */
export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { id: 'dashboard', label: 'Dashboard', href: ADMIN_PATHS.dashboard, icon: DashboardIcon },
  { id: 'products', label: 'Products', href: ADMIN_PATHS.products, icon: PackageIcon },
  { id: 'orders', label: 'Orders', href: ADMIN_PATHS.orders, icon: ReceiptIcon },
  { id: 'features', label: 'Features', href: ADMIN_PATHS.features, icon: ImageIcon },
];

/** Whether a link is the page at `path` (its query string aside). */
export function isCurrentLink(link: Pick<AdminNavLink, 'href'>, path: string | undefined): boolean {
  if (!path) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === link.href || pathname.startsWith(`${link.href}/`);
}
