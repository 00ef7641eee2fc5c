import { ProductsScreen } from '@atelier/admin-ui';

/** /admin/products: the catalogue, with the add and edit panel. */
export default function ProductsPage() {
  return <ProductsScreen />;
}
