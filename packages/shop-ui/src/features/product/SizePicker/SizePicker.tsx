import { type ColourStock, sizesInStock } from '@atelier/api-client';
import { NativeRadioGroup } from '../../../primitives/NativeRadioGroup';

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
    <NativeRadioGroup
      label="Size"
      options={sizesInStock(sizes).map((size) => size.size)}
      value={selectedSize}
      onChange={onChange}
    />
  );
}
