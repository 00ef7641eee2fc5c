import { BRAND_OPTIONS, CATEGORY_OPTIONS, type ProductFacets } from '@atelier/api-client';
import { type HTMLAttributes, useId } from 'react';
import { styled } from 'styled-components';
import { Checkbox, CheckboxGroup } from '../../../primitives/Checkbox';
import { Heading } from '../../../primitives/Heading';
import { pick, type StoredFilters } from '../listingParams';
import { PriceRange } from '../PriceRange';
import { ColourFilter, SizeFilter } from './FacetGroups';

export interface FilterFieldsProps {
  /** The filters on: categories, brands, sizes, colours and a price range. */
  value: StoredFilters;
  /** A box was ticked or cleared, or a price range applied; lists come back in reading order. */
  onChange: (next: StoredFilters) => void;
  /** The counts beside sizes and colours, and the price span (`useProductFacets`). */
  facets?: ProductFacets;
}

export interface FilterSidebarProps
  extends FilterFieldsProps,
    Omit<HTMLAttributes<HTMLElement>, 'onChange'> {}

const Fields = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
`;

const Aside = styled.aside`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The listing's filters, wherever they are shown (sidebar or sheet). */
export function FilterFields({ value, onChange, facets }: FilterFieldsProps) {
  return (
    <Fields>
      <CheckboxGroup
        label="Category"
        value={value.category}
        onChange={(next) => onChange({ ...value, category: pick(next, CATEGORY_OPTIONS) })}
      >
        {CATEGORY_OPTIONS.map((option) => (
          <Checkbox key={option.id} value={option.id}>
            {option.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label="Brand"
        value={value.brand}
        onChange={(next) => onChange({ ...value, brand: pick(next, BRAND_OPTIONS) })}
      >
        {BRAND_OPTIONS.map((option) => (
          <Checkbox key={option.id} value={option.id}>
            {option.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <SizeFilter
        facets={facets}
        value={value.size}
        onChange={(size) => onChange({ ...value, size })}
      />
      <ColourFilter
        facets={facets}
        value={value.colour}
        onChange={(colour) => onChange({ ...value, colour })}
      />
      <PriceRange
        value={value}
        span={facets?.price}
        onChange={({ minPrice, maxPrice }) =>
          onChange({
            category: value.category,
            brand: value.brand,
            size: value.size,
            colour: value.colour,
            minPrice,
            maxPrice,
          })
        }
      />
    </Fields>
  );
}

/** The listing's filter column on wide screens: a titled panel of the filter checkboxes. */
export function FilterSidebar({ value, onChange, facets, ...props }: FilterSidebarProps) {
  const headingId = useId();
  return (
    <Aside aria-labelledby={headingId} {...props}>
      <Heading variant="subsection" level={2} id={headingId}>
        Filters
      </Heading>
      <FilterFields value={value} onChange={onChange} facets={facets} />
    </Aside>
  );
}
