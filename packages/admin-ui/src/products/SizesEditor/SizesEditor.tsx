import { canAddSize } from '@atelier/api-client';
import { Button, Heading, IconButton, PlusIcon, TextField, TrashIcon } from '@atelier/shop-ui';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { newSizeError, type SizeDraft, sizeDraftError, sizeStockSum } from '../form';

/** A size row; `savedStock` is what the server holds when rows are saved one by one. */
export interface SizeRow extends Pick<SizeDraft, 'key' | 'size' | 'stock'> {
  savedStock?: number;
}

export interface NewSize {
  size: string;
  stock: string;
}

export interface SizesEditorProps {
  /** The product's sizes. */
  rows: readonly SizeRow[];
  /** The add row as typed. */
  newSize: NewSize;
  /** The add row changed. */
  onNewSizeChange: (next: NewSize) => void;
  /** 'Add Size' was pressed with a valid size and stock. */
  onAdd: () => void;
  /** A row's stock was typed. */
  onStockChange: (key: string, stock: string) => void;
  /** A row's delete button was pressed. */
  onRemove: (key: string) => void;
  /** When given, each row has a Save button that commits its typed stock (edit mode). */
  onSaveStock?: (key: string) => void;
  /** Rows with a call in flight; their buttons show it. */
  pendingKeys?: ReadonlySet<string>;
  /** An 'Add Size' call is in flight. */
  isAdding?: boolean;
  /** The product has colours: each size's stock is their sum, typed in the colour grid. */
  stockFromColours?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & > :first-child {
    flex: 1 1 8rem;
  }
`;

const AddRow = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  align-items: start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const AddTitle = styled(Heading)`
  grid-column: 1 / -1;
`;

const AddButton = styled(Button)`
  grid-column: 1 / -1;
  justify-self: start;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Total = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * The Sizes & Stock tab: each size with its stock, and a row to add one (size text plus a
 * whole-number stock of at least 0; anything non-numeric counts as 0). 'Add Size' stays
 * disabled until both are filled in and the size is new.
 */
export function SizesEditor({
  rows,
  newSize,
  onNewSizeChange,
  onAdd,
  onStockChange,
  onRemove,
  onSaveStock,
  pendingKeys,
  isAdding = false,
  stockFromColours = false,
}: SizesEditorProps) {
  const duplicate = newSizeError(newSize.size, newSize.stock, rows);
  const canAdd = canAddSize(newSize.size, newSize.stock) && !duplicate;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canAdd && !isAdding) onAdd();
  };
  return (
    <Root>
      {rows.length === 0 ? (
        <Muted>No sizes yet. Add the first one below.</Muted>
      ) : (
        <List aria-label="Sizes">
          {rows.map((row) => {
            const pending = pendingKeys?.has(row.key) ?? false;
            const unchanged =
              row.savedStock !== undefined && row.stock.trim() === String(row.savedStock);
            return (
              <Row key={row.key}>
                <TextField
                  label={`Stock for size ${row.size}`}
                  inputMode="numeric"
                  value={row.stock}
                  onChange={(stock) => onStockChange(row.key, stock)}
                  errorMessage={sizeDraftError(row)}
                  isReadOnly={stockFromColours}
                  description={stockFromColours ? 'The sum of its colours (below)' : undefined}
                />
                {onSaveStock && !stockFromColours && (
                  <Button
                    variant="secondary"
                    aria-label={`Save stock for size ${row.size}`}
                    isDisabled={unchanged || sizeDraftError(row) !== undefined}
                    isPending={pending}
                    onPress={() => onSaveStock(row.key)}
                  >
                    Save
                  </Button>
                )}
                <IconButton
                  label={`Delete size ${row.size}`}
                  variant="secondary"
                  isDisabled={pending}
                  onPress={() => onRemove(row.key)}
                >
                  <TrashIcon />
                </IconButton>
              </Row>
            );
          })}
        </List>
      )}
      <Total role="status">{`Total stock: ${sizeStockSum(rows)}`}</Total>
      <AddRow aria-label="Add a size" onSubmit={submit}>
        <AddTitle variant="subsection" level={3}>
          Add a size
        </AddTitle>
        <TextField
          label="Size"
          placeholder="e.g. M, 32, UK 8"
          value={newSize.size}
          onChange={(size) => onNewSizeChange({ ...newSize, size })}
          errorMessage={duplicate}
        />
        <TextField
          label="Stock"
          inputMode="numeric"
          placeholder="0"
          value={newSize.stock}
          onChange={(stock) => onNewSizeChange({ ...newSize, stock })}
        />
        <AddButton type="submit" variant="secondary" isDisabled={!canAdd} isPending={isAdding}>
          <PlusIcon />
          Add Size
        </AddButton>
      </AddRow>
    </Root>
  );
}
