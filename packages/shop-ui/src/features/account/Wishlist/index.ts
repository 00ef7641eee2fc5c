export { WishlistList, type WishlistListProps } from './WishlistList';
export { WishlistPanel, type WishlistPanelProps } from './WishlistPanel';
