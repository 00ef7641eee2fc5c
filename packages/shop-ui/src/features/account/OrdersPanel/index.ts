export { OrdersPanel, type OrdersPanelProps } from './OrdersPanel';
