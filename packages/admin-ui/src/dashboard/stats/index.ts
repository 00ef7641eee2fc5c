export {
  type DashboardStats,
  dashboardStats,
  NEEDS_ACTION,
  type StockAlert,
  type Tally,
} from './dashboardStats';
