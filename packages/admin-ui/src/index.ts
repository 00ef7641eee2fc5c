// The back office is being rebuilt on shop-ui's foundation. Its order badges now live in
// @atelier/shop-ui: `<OrderStatusBadge audience="admin" status={...} />` and `PaymentMethodBadge`.
export {};
