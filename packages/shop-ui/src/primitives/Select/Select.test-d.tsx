import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import { Select, type SelectOption, type SelectProps } from './Select';

type Size = 'S' | 'M' | 'L';
const SIZES: ReadonlyArray<SelectOption<Size>> = [
  { id: 'S', label: 'Small' },
  { id: 'M', label: 'Medium' },
  { id: 'L', label: 'Large' },
];

describe('Select<K>', () => {
  it('infers the key type from its options and gives it back on change', () => {
    <Select
      label="Size"
      options={SIZES}
      selectedKey="M"
      onSelectionChange={(key) => {
        expectTypeOf(key).toEqualTypeOf<Size>();
      }}
    />;
  });

  it('takes only keys of its options, or null before a choice', () => {
    expectTypeOf<SelectProps<Size>['selectedKey']>().toEqualTypeOf<Size | null>();
    // @ts-expect-error 'XL' is not one of the options' ids.
    <Select label="Size" options={SIZES} selectedKey="XL" onSelectionChange={() => {}} />;
  });

  it('will not hand a handler narrower than its keys a wider one', () => {
    const onlySmall = (_key: 'S') => {};
    // @ts-expect-error the handler must accept every key the options hold.
    <Select<Size> label="Size" options={SIZES} selectedKey={null} onSelectionChange={onlySmall} />;
  });

  it('leaves selection to its own props, not react-aria’s', () => {
    expectTypeOf<ComponentProps<typeof Select<Size>>>().not.toHaveProperty('defaultSelectedKey');
    expectTypeOf<ComponentProps<typeof Select<Size>>>().not.toHaveProperty('items');
  });
});
