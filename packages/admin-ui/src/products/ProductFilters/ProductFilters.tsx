import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductSort,
  BRAND_OPTIONS,
  type Brand,
  CATEGORY_OPTIONS,
  type Category,
  STOCK_STATES,
  type StockState,
} from '@atelier/api-client';
import { Button, Card, Heading, Select, TextField, ToggleButtonGroup } from '@atelier/shop-ui';
import { useId } from 'react';
import { FilterFields, FilterHeaderRow } from '../../shared/filterCard';
import { DEFAULT_PRODUCT_VIEW, isFilteredProductView, type ProductView } from '../view';

export interface ProductFiltersProps {
  /** The view as chosen. */
  value: ProductView;
  /** Something changed; the whole new view. */
  onChange: (next: ProductView) => void;
}

const CATEGORIES = [{ id: 'all' as const, label: 'All categories' }, ...CATEGORY_OPTIONS];
const BRANDS = [{ id: 'all' as const, label: 'All brands' }, ...BRAND_OPTIONS];
const STOCKS = [{ id: 'all' as const, label: 'Any stock' }, ...STOCK_STATES];
const LAYOUTS = [
  { id: 'grid' as const, label: 'Cards' },
  { id: 'table' as const, label: 'Table' },
];

/**
 * The products page's filter card: search by title or brand, category, brand, stock state, sort
 * and the layout. Any change but the layout's starts again at the first page.
 */
export function ProductFilters({ value, onChange }: ProductFiltersProps) {
  const headingId = useId();
  const set = (change: Partial<ProductView>) => onChange({ ...value, ...change, after: '' });
  return (
    <Card as="section" aria-labelledby={headingId} padding="md">
      <FilterHeaderRow>
        <Heading variant="subsection" level={2} id={headingId}>
          Filters
        </Heading>
        <FilterHeaderRow>
          {isFilteredProductView(value) && (
            <Button
              variant="ghost"
              size="sm"
              onPress={() => onChange({ ...DEFAULT_PRODUCT_VIEW, layout: value.layout })}
            >
              Clear filters
            </Button>
          )}
          <ToggleButtonGroup<ProductView['layout']>
            label="Show as"
            options={LAYOUTS}
            selectedKey={value.layout}
            onSelectionChange={(layout) => onChange({ ...value, layout })}
          />
        </FilterHeaderRow>
      </FilterHeaderRow>
      <FilterFields>
        <TextField
          label="Search products"
          type="search"
          description="Part of a title or a brand"
          value={value.search}
          onChange={(search) => set({ search })}
        />
        <Select<Category | 'all'>
          label="Category"
          options={CATEGORIES}
          selectedKey={value.category}
          onSelectionChange={(category) => set({ category })}
        />
        <Select<Brand | 'all'>
          label="Brand"
          options={BRANDS}
          selectedKey={value.brand}
          onSelectionChange={(brand) => set({ brand })}
        />
        <Select<StockState | 'all'>
          label="Stock"
          options={STOCKS}
          selectedKey={value.stock}
          onSelectionChange={(stock) => set({ stock })}
        />
        <Select<AdminProductSort>
          label="Sort by"
          options={ADMIN_PRODUCT_SORTS}
          selectedKey={value.sort}
          onSelectionChange={(sort) => set({ sort })}
        />
      </FilterFields>
    </Card>
  );
}
