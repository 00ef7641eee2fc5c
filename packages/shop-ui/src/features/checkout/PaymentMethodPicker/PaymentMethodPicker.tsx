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

/** Each method's name as the picker offers it (the Place Order bar repeats the chosen one). */
export const PAYMENT_CHOICES: Record<PaymentMethod, string> = {
  online: 'Pay Online',
  cod: 'Cash on Delivery',
};

const OPTIONS: ReadonlyArray<{ id: PaymentMethod; label: ReactNode }> = [
  { id: 'online', label: PAYMENT_CHOICES.online },
  {
    id: 'cod',
    label: (
      <>
        {PAYMENT_CHOICES.cod} <Fee>{CHECKOUT.codFeeLabel}</Fee>
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
