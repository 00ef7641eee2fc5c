export {
  checkDashboardView,
  type DashboardPeriodView,
  DEFAULT_DASHBOARD_VIEW,
  dashboardViewFromParams,
  dashboardViewToParams,
} from './dashboardView';
