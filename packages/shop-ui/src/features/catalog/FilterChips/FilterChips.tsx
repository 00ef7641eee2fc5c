import { BRAND_OPTIONS, CATEGORY_OPTIONS, formatMoney } from '@atelier/api-client';
import { useId } from 'react';
import { styled } from 'styled-components';
import { CloseIcon } from '../../../icons';
import { NativeButton } from '../../../primitives/NativeButton';
import { focusRing } from '../../../theme';
import { brandLabel, categoryLabel } from '../../shared';
import { activeFilterCount, NO_FILTERS, type StoredFilters } from '../listingParams';

export interface FilterChipsProps {
  /** The filters that are on. */
  value: StoredFilters;
  /** A chip was removed, or all of them ('Clear filters'). */
  onChange: (next: StoredFilters) => void;
  /** The filters came back from an earlier visit: the row says so. */
  isRestored?: boolean;
}

export { NO_FILTERS };

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Caption = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: calc(${({ theme }) => `${theme.space.xl} + ${theme.space.xs}`});
  padding: ${({ theme }) => `0 ${theme.space.sm} 0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus-visible {
    ${focusRing()}
  }
`;

/** A price range in words: '₹500 – ₹2,000', 'From ₹500', 'Up to ₹2,000'. */
export function priceLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${formatMoney(min)} – ${formatMoney(max)}`;
  return min !== undefined ? `From ${formatMoney(min)}` : `Up to ${formatMoney(max ?? 0)}`;
}

/**
 * The filters that are on, as chips that each take one off, and 'Clear filters'. Filters
 * restored from an earlier visit show here too, so nothing narrows the list unseen.
 */
export function FilterChips({ value, onChange, isRestored = false }: FilterChipsProps) {
  const captionId = useId();
  if (activeFilterCount(value) === 0) return null;
  const chips = [
    ...CATEGORY_OPTIONS.filter((option) => value.category.includes(option.id)).map((option) => ({
      key: `category-${option.id}`,
      label: categoryLabel(option.id),
      remove: () =>
        onChange({ ...value, category: value.category.filter((id) => id !== option.id) }),
    })),
    ...BRAND_OPTIONS.filter((option) => value.brand.includes(option.id)).map((option) => ({
      key: `brand-${option.id}`,
      label: brandLabel(option.id),
      remove: () => onChange({ ...value, brand: value.brand.filter((id) => id !== option.id) }),
    })),
    ...value.size.map((size) => ({
      key: `size-${size}`,
      label: `Size ${size}`,
      remove: () => onChange({ ...value, size: value.size.filter((entry) => entry !== size) }),
    })),
    ...value.colour.map((colour) => ({
      key: `colour-${colour}`,
      label: colour,
      remove: () =>
        onChange({ ...value, colour: value.colour.filter((entry) => entry !== colour) }),
    })),
    ...(value.minPrice !== undefined || value.maxPrice !== undefined
      ? [
          {
            key: 'price',
            label: priceLabel(value.minPrice, value.maxPrice),
            remove: () => {
              const { minPrice: _min, maxPrice: _max, ...rest } = value;
              onChange(rest);
            },
          },
        ]
      : []),
  ];
  return (
    <Row role="group" aria-labelledby={captionId}>
      <Caption id={captionId}>{isRestored ? 'Filters from your last visit:' : 'Filters:'}</Caption>
      <List>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Chip aria-label={`Remove filter ${chip.label}`} onClick={chip.remove}>
              {chip.label}
              <CloseIcon />
            </Chip>
          </li>
        ))}
      </List>
      <NativeButton variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
        Clear filters
      </NativeButton>
    </Row>
  );
}
