import { CATEGORY_OPTIONS, type Category, type SizeGuide } from '@atelier/api-client';
import { Button, IconButton, PlusIcon, TextField, TrashIcon } from '@atelier/shop-ui';
import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import {
  draftProblem,
  fromDraft,
  measurementNames,
  newRowKey,
  type SizeGuideDraft,
  toDraft,
} from './sizeGuideDraft';

export interface SizeGuideEditorProps {
  category: Category;
  /** The category's guide as the server has it; null when it has none. */
  guide: SizeGuide | null;
  /** 'Save size guide' with a complete table; resolve true once saved. */
  onSave: (guide: Pick<SizeGuide, 'measurements' | 'rows'>) => Promise<boolean> | boolean;
  /** 'Remove size guide'. */
  onRemove: () => void;
  isSaving?: boolean;
  isRemoving?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(6rem, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const labelOf = (category: Category) =>
  CATEGORY_OPTIONS.find((option) => option.id === category)?.label ?? category;

/**
 * The category's size guide as a table to edit: the measurement names, then a row per size
 * with a value in centimetres for each. It is shared by every product of the category, so it
 * is saved on its own, apart from the product.
 */
export function SizeGuideEditor({
  category,
  guide,
  onSave,
  onRemove,
  isSaving = false,
  isRemoving = false,
}: SizeGuideEditorProps) {
  const [draft, setDraft] = useState<SizeGuideDraft>(() => toDraft(guide));
  // The server's guide replaces the draft when it arrives or after a save.
  useEffect(() => setDraft(toDraft(guide)), [guide]);
  const problemId = useId();
  const names = measurementNames(draft.measurements);
  const problem = draftProblem(draft);
  const label = labelOf(category);

  const setRow = (key: string, change: Partial<SizeGuideDraft['rows'][number]>) =>
    setDraft((current) => ({
      ...current,
      rows: current.rows.map((row) => (row.key === key ? { ...row, ...change } : row)),
    }));

  return (
    <Root>
      <Muted>
        {`Shared by every ${label} product. Body measurements, in centimetres; shoppers may read them in inches.`}
      </Muted>
      <TextField
        label="Measurements"
        description="Separated by commas, such as Chest, Waist, Hip"
        value={draft.measurements}
        onChange={(measurements) => setDraft((current) => ({ ...current, measurements }))}
      />
      <List aria-label={`${label} sizes`}>
        {draft.rows.map((row, index) => (
          <Row key={row.key}>
            <TextField
              label="Size"
              value={row.size}
              onChange={(size) => setRow(row.key, { size })}
            />
            {names.map((name, column) => (
              <TextField
                key={name}
                label={`${name} (cm)`}
                inputMode="decimal"
                value={row.cm[column] ?? ''}
                onChange={(value) => {
                  const cm = [...row.cm];
                  cm[column] = value;
                  setRow(row.key, { cm });
                }}
              />
            ))}
            <IconButton
              label={`Delete size ${row.size.trim() || index + 1}`}
              variant="secondary"
              onPress={() =>
                setDraft((current) => ({
                  ...current,
                  rows: current.rows.filter((entry) => entry.key !== row.key),
                }))
              }
            >
              <TrashIcon />
            </IconButton>
          </Row>
        ))}
      </List>
      <Actions>
        <Button
          variant="secondary"
          onPress={() =>
            setDraft((current) => ({
              ...current,
              rows: [...current.rows, { key: newRowKey(), size: '', cm: [] }],
            }))
          }
        >
          <PlusIcon /> Add size
        </Button>
      </Actions>
      {problem && <Muted id={problemId}>{problem}</Muted>}
      <Actions>
        <Button
          isDisabled={problem !== null}
          isPending={isSaving}
          aria-describedby={problem ? problemId : undefined}
          onPress={() => void onSave(fromDraft(draft))}
        >
          Save size guide
        </Button>
        {guide && (
          <Button variant="destructive" isPending={isRemoving} onPress={onRemove}>
            Remove size guide
          </Button>
        )}
      </Actions>
    </Root>
  );
}
