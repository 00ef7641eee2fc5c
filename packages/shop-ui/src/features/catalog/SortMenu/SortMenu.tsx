import { SORT_OPTIONS, type SortKey } from '@atelier/api-client';
import { NativeSelect } from '../../../primitives/NativeSelect';

export interface SortMenuProps {
  /** The current order; the listing starts at price low to high. */
  value: SortKey;
  /** Another order was chosen. */
  onChange: (next: SortKey) => void;
}

/**
 * The listing's four sort orders, in the browser's own select: on a phone its native picker, and
 * none of a custom listbox's code or popover in the listing's first load.
 */
export function SortMenu({ value, onChange }: SortMenuProps) {
  return (
    <NativeSelect<SortKey>
      label="Sort by"
      options={SORT_OPTIONS}
      value={value}
      onChange={onChange}
    />
  );
}
