export { PurchasePanel, type PurchasePanelProps, type PurchaseRequest } from './PurchasePanel';
