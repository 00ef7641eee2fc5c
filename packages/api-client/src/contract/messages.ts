/** User-facing strings of spec sections 2, 5 and 8, shared by the UI, the mocks and the server. */

export const VALIDATION = {
  password: 'Password must be at least 8 characters and include letters and numbers.',
  passwordsMismatch: 'Passwords do not match',
  otp: 'OTP must be 6 digits',
  resendNeedsEmail: 'Please enter your email first',
  addressLimit: 'You can add max 3 addresses',
  invalidImagePicked: 'Please select a valid image file',
  invalidImageDropped: 'Please drop a valid image file',
  imageUploadFailed: 'Failed to upload image',
} as const;

export const STOCK = {
  selectSize: 'Please select a size',
  notEnoughForSize: (size: string) => `Not enough stock for size ${size}`,
  onlyAvailableForSize: (n: number, size: string) => `Only ${n} items available for size ${size}`,
  cartLimitForSize: (n: number, size: string) => `Only ${n} quantity can be added for size ${size}`,
  cartLimitForItem: (n: number) => `Only ${n} quantity can be added for this item`,
} as const;

export const BADGES = {
  outOfStock: 'Out Of Stock',
  lowStock: (n: number) => `Only ${n} items left`,
  sale: 'Sale',
} as const;

export const CHECKOUT = {
  emptyCart: 'Your cart is empty. Please add items to proceed',
  noAddress: 'Please select one address to proceed.',
  paymentLoading: 'Payment system is still loading. Please try again in a moment.',
  paymentLoadFailed: 'Failed to load payment system. Please refresh the page.',
  createFailed: 'Failed to create order',
  createFailedDescription: 'Please try again',
  createError: 'Error creating order',
  verificationFailed: 'Payment verification failed',
  verificationFailedDescription: 'Please try again',
  processingError: 'Payment processing error',
  paymentFailed: 'Payment failed',
  paymentFailedDescription: 'Please try another payment method',
  paymentCancelled: 'Payment cancelled',
  paymentCancelledDescription: 'You closed the payment window',
  codFeeLabel: '+ ₹60 fee',
  codFeeLine: 'Cash Handling Fee',
  success: 'Order is successfull!',
} as const;

export const CONFIRMATIONS = {
  addedToCart: 'Product added to cart successfully',
  cartUpdated: 'Cart item is updated successfully',
  cartDeleted: 'Cart item is deleted successfully',
  productAddedToCart: 'Product is added to cart',
  wishlistAdded: 'Added to wishlist',
  wishlistRemoved: 'Removed from wishlist',
  wishlistNeedsLogin: 'Please login to add to wishlist',
  reviewAdded: 'Review added successfully!',
  addressAdded: 'Address added successfully',
  addressUpdated: 'Address updated successfully',
  addressDeleted: 'Address deleted successfully',
  productAdded: 'Product added successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
} as const;

export const AUTH = {
  loginSuccess: 'Login successful',
  loginFailedRetry: 'Login failed. Please try again.',
  registerSuccess: 'Registration successful',
  registerSuccessDescription: 'Please check your email for the verification code.',
  registerFailedRetry: 'Registration failed. Please try again.',
  unexpected: 'An unexpected error occurred.',
  invalidResetLink: 'Invalid reset link',
} as const;

export const EMPTY_STATES = {
  orders: 'No orders found',
  reviews: 'No Reviews',
  search: 'No result found!',
  wishlist: 'Your wishlist is empty',
  featureImages: 'No images available',
  listing: 'Try adjusting your filters',
  accountOrders: 'No orders have been placed yet',
} as const;
