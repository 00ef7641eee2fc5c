import { FIELD_PROBLEMS } from '@atelier/api-client';
import { Button, Heading, IconButton, PlusIcon, TextField, TrashIcon } from '@atelier/shop-ui';
import { type FormEvent, useId, useState } from 'react';
import { styled } from 'styled-components';
import { type ColourDraft, newColourError } from '../form';

export interface ColoursEditorProps {
  colours: readonly ColourDraft[];
  /** The product's size names, the grid's columns. */
  sizes: readonly string[];
  /** A colour was added, removed, or a stock typed. */
  onChange: (colours: ColourDraft[]) => void;
  /** 'Add Colour' was pressed with a new name and a swatch. */
  onAdd: (name: string, swatch: string) => void;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Colour = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const ColourHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

// One small field per size, as many to a line as fit (a phone shows three or four).
const Cells = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const ColourName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Swatch = styled.span<{ $swatch: string }>`
  inline-size: 1.25rem;
  block-size: 1.25rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $swatch }) => $swatch};
`;

const AddRow = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  align-items: start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  & > h3,
  & > button {
    grid-column: 1 / -1;
    justify-self: start;
  }
`;

const SwatchField = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  input {
    inline-size: 3rem;
    block-size: 2.5rem;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Spec section 5's stock rule: anything else is saved as 0, which the admin should know.
const NOT_A_STOCK = `Stock ${FIELD_PROBLEMS.wholeNumber}; it counts as 0`;
const DEFAULT_SWATCH = '#1f3a5f';
const isStock = (text: string) => text.trim() === '' || /^\d+$/.test(text.trim());

/**
 * The colours of a product (extension `product-colours`), in the Sizes & Stock tab: a grid of
 * stock by colour and size, and a row to add a colour (a name and a swatch). With colours, each
 * size's stock is the sum over them, so the stock is typed here.
 */
export function ColoursEditor({ colours, sizes, onChange, onAdd }: ColoursEditorProps) {
  const headingId = useId();
  const [name, setName] = useState('');
  const [swatch, setSwatch] = useState(DEFAULT_SWATCH);
  const duplicate = newColourError(name, colours);
  const canAdd = name.trim() !== '' && !duplicate;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canAdd) return;
    onAdd(name, swatch);
    setName('');
  };
  const setStock = (key: string, size: string, stock: string) =>
    onChange(
      colours.map((colour) =>
        colour.key === key ? { ...colour, stock: { ...colour.stock, [size]: stock } } : colour,
      ),
    );

  return (
    <Root aria-labelledby={headingId}>
      <Heading id={headingId} variant="subsection" level={3}>
        Colours
      </Heading>
      {colours.length === 0 ? (
        <Muted>No colours: the product comes as it is. Add one below to sell it in colours.</Muted>
      ) : sizes.length === 0 ? (
        <Muted>Add a size above; each colour then has its own stock in it.</Muted>
      ) : (
        <>
          <Muted>Stock by colour and size. Each size’s stock is the sum over its colours.</Muted>
          <List>
            {colours.map((colour) => (
              <Colour key={colour.key} role="group" aria-label={`Stock of ${colour.name}`}>
                <ColourHead>
                  <ColourName>
                    <Swatch $swatch={colour.swatch} aria-hidden />
                    {colour.name}
                  </ColourName>
                  <IconButton
                    label={`Delete colour ${colour.name}`}
                    variant="secondary"
                    onPress={() => onChange(colours.filter((entry) => entry.key !== colour.key))}
                  >
                    <TrashIcon />
                  </IconButton>
                </ColourHead>
                <Cells>
                  {sizes.map((size) => {
                    const typed = colour.stock[size] ?? '';
                    return (
                      <TextField
                        key={size}
                        label={size}
                        inputMode="numeric"
                        placeholder="0"
                        value={typed}
                        onChange={(stock) => setStock(colour.key, size, stock)}
                        errorMessage={isStock(typed) ? undefined : NOT_A_STOCK}
                      />
                    );
                  })}
                </Cells>
              </Colour>
            ))}
          </List>
        </>
      )}
      <AddRow aria-label="Add a colour" onSubmit={submit}>
        <Heading variant="subsection" level={3}>
          Add a colour
        </Heading>
        <TextField
          label="Colour name"
          placeholder="e.g. Navy"
          value={name}
          onChange={setName}
          maxLength={40}
          errorMessage={duplicate}
        />
        <SwatchField>
          Swatch
          <input type="color" value={swatch} onChange={(event) => setSwatch(event.target.value)} />
        </SwatchField>
        <Button type="submit" variant="secondary" isDisabled={!canAdd}>
          <PlusIcon />
          Add Colour
        </Button>
      </AddRow>
    </Root>
  );
}
