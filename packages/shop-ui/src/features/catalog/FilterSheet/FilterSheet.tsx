import { Button } from '../../../primitives/Button';
import { Sheet } from '../../../primitives/Sheet';
import { NO_FILTERS } from '../FilterChips';
import { FilterFields, type FilterFieldsProps } from '../FilterSidebar';
import { activeFilterCount } from '../listingParams';

export interface FilterSheetProps extends FilterFieldsProps {
  /** Whether the sheet is shown. */
  isOpen: boolean;
  /** Called when the sheet opens or closes. */
  onOpenChange: (isOpen: boolean) => void;
  /** How many products the chosen filters show, for the closing button ('Show 24 products'). */
  resultCount?: number;
}

export const FILTER_SHEET_TITLE = 'Filters';

/**
 * The filters on small screens, in a sheet from the left: each tick applies at once (the list
 * behind updates), and the footer closes it with the number of products it now shows.
 */
export function FilterSheet({
  isOpen,
  onOpenChange,
  value,
  onChange,
  facets,
  resultCount,
}: FilterSheetProps) {
  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={FILTER_SHEET_TITLE}
      side="left"
      footer={
        <>
          <Button
            variant="secondary"
            isDisabled={activeFilterCount(value) === 0}
            onPress={() => onChange(NO_FILTERS)}
          >
            Clear filters
          </Button>
          <Button onPress={() => onOpenChange(false)}>
            {resultCount === undefined
              ? 'Show products'
              : `Show ${resultCount} ${resultCount === 1 ? 'product' : 'products'}`}
          </Button>
        </>
      }
    >
      <FilterFields value={value} onChange={onChange} facets={facets} />
    </Sheet>
  );
}
