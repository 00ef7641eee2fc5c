import type { ExtensionName } from '@atelier/api-client';
import type { RouteMap } from '@atelier/shop-ui';
import type { ComponentType } from 'react';
import { DashboardIcon, ImageIcon, PackageIcon, ReceiptIcon, UsersIcon } from '../icons';

export interface AdminNavLink {
  id: string;
  label: string;
  /** The page, by its name in shop-ui's route map (the host may move it). */
  route: keyof RouteMap;
  icon: ComponentType;
  /** Shown only where the backend offers this extension of the contract. */
  extension?: ExtensionName;
}

/**
 * The admin sidebar (spec section 2): Dashboard, Products, Orders, Features; then Customers,
 * where the backend keeps them (extension 'admin-customers').
 */
export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { id: 'dashboard', label: 'Dashboard', route: 'adminDashboard', icon: DashboardIcon },
  { id: 'products', label: 'Products', route: 'adminProducts', icon: PackageIcon },
  { id: 'orders', label: 'Orders', route: 'adminOrders', icon: ReceiptIcon },
  { id: 'features', label: 'Features', route: 'adminFeatures', icon: ImageIcon },
  {
    id: 'customers',
    label: 'Customers',
    route: 'adminCustomers',
    icon: UsersIcon,
    extension: 'admin-customers',
  },
];

/** Whether `href` is the page at `path` (its query string aside). */
export function isCurrentPage(href: string, path: string | undefined): boolean {
  if (!path) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === href || pathname.startsWith(`${href}/`);
}
