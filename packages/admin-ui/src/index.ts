'use client';

// The public API of @atelier/admin-ui: every name is listed, so the surface is a reviewed choice.
// Each screen comes twice: connected (`…Screen`, data from @atelier/api-client/swr) and
// presentational (`…View`, data and callbacks as props), with the parts they are built from.

export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
} from './account/ChangePasswordDialog';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  CURRENT_PASSWORD_REQUIRED,
} from './account/ChangePasswordForm';
export {
  BlockCustomerDialog,
  type BlockCustomerDialogProps,
} from './customers/BlockCustomerDialog';
export { CustomerProfile, type CustomerProfileProps } from './customers/CustomerProfile';
export { CustomerScreen, type CustomerScreenProps } from './customers/CustomerScreen';
export { CustomersScreen, type CustomersScreenProps } from './customers/CustomersScreen';
export { CustomersView, type CustomersViewProps } from './customers/CustomersView';
export { CustomerTable, type CustomerTableProps } from './customers/CustomerTable';
export {
  type CustomerListView,
  customerViewFromParams,
  customerViewToParams,
  DEFAULT_CUSTOMER_VIEW,
} from './customers/view';
export {
  type BarRow,
  BarTable,
  type BarTableProps,
} from './dashboard/BarTable';
export {
  DailyChart,
  type DailyChartProps,
  DailyTable,
  type DailyTableProps,
} from './dashboard/DailyChart';
export { DashboardScreen, type DashboardScreenProps } from './dashboard/DashboardScreen';
export { DashboardView, type DashboardViewProps } from './dashboard/DashboardView';
export { DonutChart, type DonutChartProps, type DonutSlice } from './dashboard/DonutChart';
export { PeriodPicker, type PeriodPickerProps } from './dashboard/PeriodPicker';
export { type Stat, StatTiles, type StatTilesProps } from './dashboard/StatTiles';
export { StockAlerts, type StockAlertsProps } from './dashboard/StockAlerts';
export {
  type DashboardPeriodView,
  DEFAULT_DASHBOARD_VIEW,
  dashboardViewFromParams,
  dashboardViewToParams,
} from './dashboard/view';
export {
  FeatureImageList,
  type FeatureImageListProps,
} from './features/FeatureImageList';
export { FeaturesScreen } from './features/FeaturesScreen';
export { FeaturesView, type FeaturesViewProps } from './features/FeaturesView';
export { AdminLayout, type AdminLayoutProps } from './layout/AdminLayout';
export { AdminNav, type AdminNavProps } from './layout/AdminNav';
export { AdminShell, type AdminShellProps } from './layout/AdminShell';
export { ADMIN_NAV_LINKS, type AdminNavLink } from './layout/adminNavLinks';
export { AdminOrderCard, type AdminOrderCardProps } from './orders/AdminOrderCard';
export { AdminOrderDetails, type AdminOrderDetailsProps } from './orders/AdminOrderDetails';
export { AdminOrderList, type AdminOrderListProps } from './orders/AdminOrderList';
export { OrderDetailsDialog, type OrderDetailsDialogProps } from './orders/OrderDetailsDialog';
export { OrderFilters, type OrderFiltersProps } from './orders/OrderFilters';
export { OrderStatusForm, type OrderStatusFormProps } from './orders/OrderStatusForm';
export { OrdersScreen, type OrdersScreenProps } from './orders/OrdersScreen';
export { OrdersView, type OrdersViewProps } from './orders/OrdersView';
export {
  DEFAULT_ORDER_VIEW,
  type OrderView,
  orderViewFromParams,
  orderViewToParams,
} from './orders/view';
export { AdminProductCard, type AdminProductCardProps } from './products/AdminProductCard';
export { AdminProductGrid, type AdminProductGridProps } from './products/AdminProductGrid';
export { AdminProductTable, type AdminProductTableProps } from './products/AdminProductTable';
export { ProductFilters, type ProductFiltersProps } from './products/ProductFilters';
export {
  ProductPanel,
  type ProductPanelProps,
  type ProductSizeActions,
} from './products/ProductPanel';
export { ProductsScreen, type ProductsScreenProps } from './products/ProductsScreen';
export { ProductsView, type ProductsViewProps } from './products/ProductsView';
export {
  type NewSize,
  type SizeRow,
  SizesEditor,
  type SizesEditorProps,
} from './products/SizesEditor';
export {
  DEFAULT_PRODUCT_VIEW,
  type ProductView,
  productViewFromParams,
  productViewToParams,
} from './products/view';
export { ConfirmDialog, type ConfirmDialogProps } from './shared/ConfirmDialog';
export { ImageUpload, type ImageUploadProps } from './shared/ImageUpload';
