import { formatMoney } from '@atelier/api-client';
import { type FormEvent, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { TextField } from '../../../primitives/TextField';
import { checkPriceRange } from './priceInput';

export interface PriceRangeValue {
  minPrice?: number;
  maxPrice?: number;
}

export interface PriceRangeProps {
  /** The range on (a bound left out: none). */
  value: PriceRangeValue;
  /** A valid range was applied (both bounds left out: the range is off). */
  onChange: (next: PriceRangeValue) => void;
  /** What the products span, shown as the fields' hints. */
  span?: { min: number; max: number } | null;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
`;

const text = (bound: number | undefined) => (bound === undefined ? '' : String(bound));

/**
 * The listing's price range: lowest and highest price a shopper pays, applied with 'Apply' (or
 * Enter); bad input stays in the field with a message saying what is wrong, nothing is applied.
 */
export function PriceRange({ value, onChange, span }: PriceRangeProps) {
  const [input, setInput] = useState({ min: text(value.minPrice), max: text(value.maxPrice) });
  const [problems, setProblems] = useState<{ min?: string; max?: string }>({});
  // A chip or 'Clear filters' changed the range from outside: the fields follow.
  useEffect(() => {
    setInput({ min: text(value.minPrice), max: text(value.maxPrice) });
    setProblems({});
  }, [value.minPrice, value.maxPrice]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPriceRange(input);
    if (!checked.ok) {
      setProblems({ min: checked.min, max: checked.max });
      return;
    }
    setProblems({});
    const { ok: _, ...range } = checked;
    onChange(range);
  };

  return (
    <Form onSubmit={apply} noValidate>
      <Fieldset>
        <Legend>Price</Legend>
        <TextField
          label="Min price"
          inputMode="decimal"
          placeholder={span ? formatMoney(span.min) : undefined}
          value={input.min}
          onChange={(min) => setInput((current) => ({ ...current, min }))}
          errorMessage={problems.min}
        />
        <TextField
          label="Max price"
          inputMode="decimal"
          placeholder={span ? formatMoney(span.max) : undefined}
          value={input.max}
          onChange={(max) => setInput((current) => ({ ...current, max }))}
          errorMessage={problems.max}
        />
      </Fieldset>
      <Button type="submit" variant="secondary" size="sm">
        Apply price
      </Button>
    </Form>
  );
}
