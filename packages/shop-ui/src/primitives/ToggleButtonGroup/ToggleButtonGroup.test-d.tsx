import type { PaymentMethod } from '@atelier/api-client';
import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import {
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleOption,
} from './ToggleButtonGroup';

const METHODS: ReadonlyArray<ToggleOption<PaymentMethod>> = [
  { id: 'online', label: 'Pay Online' },
  { id: 'cod', label: 'Cash on Delivery' },
];

describe('ToggleButtonGroup<K>', () => {
  it('infers the key type from its options and gives it back on change', () => {
    <ToggleButtonGroup
      label="Payment method"
      options={METHODS}
      selectedKey="online"
      onSelectionChange={(key) => {
        expectTypeOf(key).toEqualTypeOf<PaymentMethod>();
      }}
    />;
  });

  it('always has one chosen key of its options', () => {
    expectTypeOf<
      ToggleButtonGroupProps<PaymentMethod>['selectedKey']
    >().toEqualTypeOf<PaymentMethod>();
    const common = { label: 'Payment method', options: METHODS, onSelectionChange: () => {} };
    // @ts-expect-error null is not allowed: one option is always chosen.
    <ToggleButtonGroup {...common} selectedKey={null} />;
    // @ts-expect-error 'card' is not one of the options' ids.
    <ToggleButtonGroup {...common} selectedKey="card" />;
  });

  it('leaves selection to its own props, not react-aria’s', () => {
    type Props = ComponentProps<typeof ToggleButtonGroup<PaymentMethod>>;
    expectTypeOf<Props>().not.toHaveProperty('selectedKeys');
    expectTypeOf<Props>().not.toHaveProperty('selectionMode');
  });
});
