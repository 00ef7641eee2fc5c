export { StockAlerts, type StockAlertsProps } from './StockAlerts';
export { WaitingStockAlerts } from './WaitingStockAlerts';
