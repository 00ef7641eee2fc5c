import type { MeasureUnit, SizeGuide } from '@atelier/api-client';
import { useState } from 'react';
import { styled } from 'styled-components';
import { Modal } from '../../../primitives/Modal';
import { ToggleButtonGroup } from '../../../primitives/ToggleButtonGroup';
import { SizeGuideTable } from './SizeGuideTable';

export interface SizeGuideDialogProps {
  guide: SizeGuide;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
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

/** The category's body measurements per size, in centimetres or inches. */
export function SizeGuideDialog({ guide, isOpen, onOpenChange }: SizeGuideDialogProps) {
  const [unit, setUnit] = useState<MeasureUnit>('cm');
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title="Size guide" size="md">
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
  );
}
