import type { ProductColour } from '@atelier/api-client';
import { useId } from 'react';
import { styled } from 'styled-components';
import { hiddenRadio } from '../../../primitives/RadioGroup/radioDot';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { focusRing } from '../../../theme';

export interface ColourSwatchesProps {
  /** The product's colours (extension `product-colours`). */
  colours: readonly ProductColour[];
  /** The chosen colour's name. */
  selected: string | null;
  /** A colour was chosen. */
  onChange: (colour: string) => void;
  /** `md` in the product dialog; `sm` on a card, where the name is not shown beside them. */
  size?: 'sm' | 'md';
}

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const GroupLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Input = styled.input`
  ${hiddenRadio}
`;

const Swatch = styled.label<{ $swatch: string; $size: 'sm' | 'md' }>`
  position: relative;
  width: ${({ theme, $size }) => ($size === 'md' ? theme.space.xl : theme.space.lg)};
  height: ${({ theme, $size }) => ($size === 'md' ? theme.space.xl : theme.space.lg)};
  border-radius: ${({ theme }) => theme.radii.pill};
  /* The swatch is the product's own colour, the one place a colour comes from data. */
  background: ${({ $swatch }) => $swatch};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  cursor: pointer;
  &:has(:checked) {
    ${focusRing('outside', 'currentColor')}
  }
  &:has(:focus-visible) {
    ${focusRing()}
  }
  &[data-sold-out] {
    opacity: 0.45;
  }
`;

/**
 * The colours a product comes in, as swatches: the browser's own radios (react-aria's RadioGroup
 * and its focus walker were 7 KiB of a product page's first load, over its budget; issue 36), so
 * arrow keys move between them and a screen reader names each colour (and says when it is sold
 * out).
 */
export function ColourSwatches({ colours, selected, onChange, size = 'md' }: ColourSwatchesProps) {
  const id = useId();
  return (
    <Group
      role="radiogroup"
      aria-label={size === 'sm' ? 'Colour' : undefined}
      aria-labelledby={size === 'md' ? id : undefined}
    >
      {size === 'md' && (
        <div>
          <GroupLabel id={id}>Colour</GroupLabel>
          {/* The chosen radio already tells a screen reader its name. */}
          {selected && <span aria-hidden="true">: {selected}</span>}
        </div>
      )}
      <Row>
        {colours.map((colour) => {
          const soldOut = colour.sizes.every((entry) => entry.stock <= 0);
          return (
            <Swatch
              key={colour.name}
              $swatch={colour.swatch}
              $size={size}
              data-sold-out={soldOut || undefined}
            >
              <Input
                type="radio"
                name={id}
                value={colour.name}
                checked={colour.name === selected}
                onChange={() => onChange(colour.name)}
              />
              <VisuallyHidden>
                {colour.name}
                {soldOut ? ', sold out' : ''}
              </VisuallyHidden>
            </Swatch>
          );
        })}
      </Row>
    </Group>
  );
}
