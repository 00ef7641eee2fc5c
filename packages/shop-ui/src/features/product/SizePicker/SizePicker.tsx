import { type ColourStock, sizesInStock } from '@atelier/api-client';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';

export interface SizePickerProps {
  /** All of the product's sizes (in the chosen colour); only those with stock above 0 are offered. */
  sizes: readonly ColourStock[];
  /** The chosen size text, or null before a choice. */
  selectedSize: string | null;
  /** A size was chosen. */
  onChange: (size: string) => void;
}

/** Size choice in the product dialog: sizes that are sold out are not offered at all. */
export function SizePicker({ sizes, selectedSize, onChange }: SizePickerProps) {
  return (
    // A row of sizes: on a phone the column of radios would push Add to cart down the dialog.
    <RadioGroup label="Size" orientation="horizontal" value={selectedSize} onChange={onChange}>
      {sizesInStock(sizes).map((size) => (
        <Radio key={size.size} value={size.size}>
          {size.size}
        </Radio>
      ))}
    </RadioGroup>
  );
}
