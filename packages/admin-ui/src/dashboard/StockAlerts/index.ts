export { StockAlerts, type StockAlertsProps } from './StockAlerts';
