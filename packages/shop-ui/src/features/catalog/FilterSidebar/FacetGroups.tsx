import type { FacetCount, ProductFacets } from '@atelier/api-client';
import { styled } from 'styled-components';
import { Checkbox, CheckboxGroup } from '../../../primitives/Checkbox';
import { colourNames, sizeNames } from '../listingParams';

export interface FacetGroupProps {
  /** The counts to show beside each option; the chosen ones show even without a count. */
  facets: ProductFacets | undefined;
  /** The chosen options. */
  value: string[];
  /** Options ticked or cleared, in reading order. */
  onChange: (next: string[]) => void;
}

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.space.md};
  margin-right: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $colour }) => $colour};
  vertical-align: middle;
`;

/** The options: each counted one, and a chosen one the counts no longer name (count 0). */
function options<F extends FacetCount>(counted: readonly F[], chosen: readonly string[]) {
  const known = new Set(counted.map((facet) => facet.value));
  return [
    ...counted,
    ...chosen.filter((value) => !known.has(value)).map((value) => ({ value, count: 0 })),
  ] as Array<F | FacetCount>;
}

/** 'M (24)': the option and how many products it shows beside the other filters. */
const label = ({ value, count }: FacetCount) => `${value} (${count})`;

/** The listing's sizes with their counts; nothing until there are sizes to offer. */
export function SizeFilter({ facets, value, onChange }: FacetGroupProps) {
  const sizes = options(facets?.size ?? [], value);
  if (sizes.length === 0) return null;
  return (
    <CheckboxGroup label="Size" value={value} onChange={(next) => onChange(sizeNames(next))}>
      {sizes.map((size) => (
        <Checkbox key={size.value} value={size.value}>
          {label(size)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** The listing's colours with their swatches and counts; none against a backend without colours. */
export function ColourFilter({ facets, value, onChange }: FacetGroupProps) {
  const colours = options(facets?.colour ?? [], value);
  if (colours.length === 0) return null;
  return (
    <CheckboxGroup label="Colour" value={value} onChange={(next) => onChange(colourNames(next))}>
      {colours.map((colour) => (
        <Checkbox key={colour.value} value={colour.value}>
          {'swatch' in colour && colour.swatch && <Swatch aria-hidden $colour={colour.swatch} />}
          {label(colour)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
