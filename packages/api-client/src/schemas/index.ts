/**
 * The request schemas (zod) of the shop's API, shared by the reference server and the mock
 * backend, so both check every request alike and answer its problems in the same words. An
 * entry of its own: the storefront never loads zod.
 */
export {
  addressFields,
  addressUpdateBody,
  cartItemBody,
  cartLineQuery,
  newAddressBody,
  reviewBody,
  wishlistBody,
} from './account';
export {
  adminPasswordBody,
  emailBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  verifyOtpBody,
} from './auth';
export {
  type AdminOrderSearchQuery,
  type AdminProductSearchQuery,
  adminOrderSearchQuery,
  adminProductSearchQuery,
  cursor,
  type DashboardQueryInput,
  dashboardQuery,
  type OrderExportQuery,
  orderExportQuery,
  productImportQuery,
} from './backOffice';
export { bodyProblem, MAX_JSON_DEPTH } from './body';
export {
  featureBody,
  featureBodyWith,
  newSizeBody,
  plainProductListQuery,
  productBody,
  productBodyWith,
  productFacetsQuery,
  productListQuery,
  searchParams,
  sizeStockBody,
} from './catalogue';
export {
  type AdminCustomerSearchQuery,
  adminCustomerSearchQuery,
  blockCustomerBody,
} from './customers';
export {
  brand,
  category,
  colourName,
  email,
  type ImageRule,
  id,
  imageRef,
  inlineImageRef,
  money,
  orderStatus,
  otp,
  password,
  paymentMethod,
  quantity,
  sizeLabel,
  stock,
  text,
} from './fields';
export {
  bulkOrderStatusBody,
  cancelOrderBody,
  captureBody,
  orderBody,
  orderNoteBody,
  orderStatusBody,
  testPayBody,
  trackingNumber,
} from './orders';
export { requestProblem } from './problem';
export {
  type CheckedProductFile,
  type CheckedProductRow,
  checkProductFile,
  type ParsedProductFile,
  parsedProductFile,
  productImportReport,
} from './productImport';
export {
  type RestockAlertBody,
  restockAlertBody,
  restockAlertListQuery,
  restockAlertParams,
  restockTokenQuery,
} from './restockAlerts';
export { type SizeGuideBody, sizeGuideBody, sizeGuideParams } from './sizeGuides';
