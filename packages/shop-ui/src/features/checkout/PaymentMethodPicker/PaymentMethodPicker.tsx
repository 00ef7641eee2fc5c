import { CHECKOUT, type PaymentMethod } from '@atelier/api-client';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ToggleButtonGroup } from '../../../primitives/ToggleButtonGroup';

export interface PaymentMethodPickerProps {
  /** The chosen method; online is the default at checkout. */
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

const Fee = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const OPTIONS: ReadonlyArray<{ id: PaymentMethod; label: ReactNode }> = [
  { id: 'online', label: 'Pay Online' },
  {
    id: 'cod',
    label: (
      <>
        Cash on Delivery <Fee>{CHECKOUT.codFeeLabel}</Fee>
      </>
    ),
  },
];

/** Online (card) or cash on delivery, which carries the cash handling fee. */
export function PaymentMethodPicker({ value, onChange }: PaymentMethodPickerProps) {
  return (
    <ToggleButtonGroup
      label="Payment method"
      options={OPTIONS}
      selectedKey={value}
      onSelectionChange={onChange}
    />
  );
}
