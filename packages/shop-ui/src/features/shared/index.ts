export { whenLoadedAndIdle } from './afterPaint';
export { BrandLink, type BrandLinkProps } from './BrandLink';
// What every storefront feature shares: labels, the price line, and shop-ui's own words.
// Features import these from here, never from each other's folders.
export { brandLabel, cardBadge, categoryLabel, joinLabels, paymentStatusLabel } from './labels';
export { LOGIN_REASONS, type LoginReason, SHOP_TEXT } from './messages';
export { ProductPrice, type ProductPriceProps } from './ProductPrice';
export { PICTURE_SIZE, pictureSrcSet } from './pictures';
