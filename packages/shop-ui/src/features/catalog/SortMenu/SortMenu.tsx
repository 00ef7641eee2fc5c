import { SORT_OPTIONS, type SortKey } from '@atelier/api-client';
import { Select } from '../../../primitives/Select';

export interface SortMenuProps {
  /** The current order; the listing starts at price low to high. */
  value: SortKey;
  /** Another order was chosen. */
  onChange: (next: SortKey) => void;
}

/** The listing's four sort orders. */
export function SortMenu({ value, onChange }: SortMenuProps) {
  return (
    <Select<SortKey>
      label="Sort by"
      options={SORT_OPTIONS}
      selectedKey={value}
      onSelectionChange={onChange}
    />
  );
}
