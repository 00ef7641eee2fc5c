export { buildOrderPayload } from './buildOrderPayload';
export { type CheckoutReadiness, checkoutBlocker } from './checkoutBlocker';
export { clearCurrentOrderId, readCurrentOrderId, saveCurrentOrderId } from './currentOrderStorage';
export { preferredAddressId } from './preferredAddress';
