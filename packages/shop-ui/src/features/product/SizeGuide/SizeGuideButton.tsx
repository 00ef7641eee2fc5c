import type { MeasureUnit, SizeGuide } from '@atelier/api-client';
import { useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Modal } from '../../../primitives/Modal';
import { ToggleButtonGroup } from '../../../primitives/ToggleButtonGroup';
import { SizeGuideTable } from './SizeGuideTable';

export interface SizeGuideButtonProps {
  /** The product's category guide (extension `size-guides`). */
  guide: SizeGuide;
}

const UNITS = [
  { id: 'cm', label: 'cm' },
  { id: 'in', label: 'in' },
] as const;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * 'Size guide' beside the sizes: opens the category's body measurements per size, in
 * centimetres or inches (the choice lasts while the page is open).
 */
export function SizeGuideButton({ guide }: SizeGuideButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [unit, setUnit] = useState<MeasureUnit>('cm');
  return (
    <>
      <Button variant="ghost" size="sm" onPress={() => setOpen(true)}>
        Size guide
      </Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} title="Size guide" size="md">
        <Body>
          <ToggleButtonGroup
            label="Units"
            options={UNITS}
            selectedKey={unit}
            onSelectionChange={setUnit}
          />
          <SizeGuideTable guide={guide} unit={unit} />
          <Note>Body measurements. Between two sizes, choose the larger one.</Note>
        </Body>
      </Modal>
    </>
  );
}
