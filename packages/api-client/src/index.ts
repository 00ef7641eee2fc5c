export * from './contract';
export { NO_CACHE_HEADERS } from './core/auth';
export { type ApiClient, createApiClient } from './core/client';
export {
  ApiError,
  type ApiErrorKind,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from './core/errors';
export type { ApiClientOptions, Method, RequestSpec, Send } from './core/http';
export { IDEMPOTENCY_HEADER, newIdempotencyKey } from './core/idempotency';
export type { CreateOrderOptions } from './core/orders';
export { productQueryString } from './core/products';
