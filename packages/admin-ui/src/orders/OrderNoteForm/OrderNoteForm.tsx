import type { OrderNotePayload } from '@atelier/api-client';
import { Button, Checkbox, TextField } from '@atelier/shop-ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';

export interface OrderNoteFormProps {
  /** 'Add Note' was pressed with some text; resolves true once saved, so the form empties. */
  onSubmit: (note: OrderNotePayload) => Promise<boolean>;
  /** The note is being saved. */
  isPending?: boolean;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  & > :first-child {
    justify-self: stretch;
  }
`;

/**
 * An admin's note on the order's timeline: internal unless ticked for the shopper. What was
 * typed stays when saving fails.
 */
export function OrderNoteForm({ onSubmit, isPending = false }: OrderNoteFormProps) {
  const [text, setText] = useState('');
  const [visibleToShopper, setVisible] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || isPending) return;
    if (await onSubmit({ text: text.trim(), visibleToShopper })) {
      setText('');
      setVisible(false);
    }
  };
  return (
    <Form aria-label="Add a note" onSubmit={submit}>
      <TextField label="Note" multiline value={text} onChange={setText} maxLength={1000} />
      <Checkbox isSelected={visibleToShopper} onChange={setVisible}>
        Visible to the shopper
      </Checkbox>
      <Button type="submit" variant="secondary" isDisabled={!text.trim()} isPending={isPending}>
        Add Note
      </Button>
    </Form>
  );
}
