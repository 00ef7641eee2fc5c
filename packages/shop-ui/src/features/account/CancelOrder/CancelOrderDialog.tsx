import { CANCEL_REASONS, CANCELLATION } from '@atelier/api-client';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Modal } from '../../../primitives/Modal';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { TextField } from '../../../primitives/TextField';

export interface CancelOrderDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Close (Keep Order, Escape, outside press) or a finished cancellation. */
  onOpenChange: (isOpen: boolean) => void;
  /** The shopper confirmed with this reason. */
  onConfirm: (reason: string) => void;
  /** What a paid order gets back; left out for an order not paid yet. */
  refundAmount?: number;
  /** While the cancellation runs. */
  isPending?: boolean;
}

const OTHER = 'other';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Asks why before cancelling: a common reason or the shopper's own words. Says what happens:
 * the units go back at once and a paid order is refunded. Nothing is sent without a reason.
 */
export function CancelOrderDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  refundAmount,
  isPending = false,
}: CancelOrderDialogProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  // Cleared as soon as the shopper changes something: a field still marked invalid would
  // block the form's next submit.
  const [problem, setProblem] = useState<'choose' | 'write' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setProblem('choose');
    const reason = choice === OTHER ? other.trim() : choice;
    if (!reason) return setProblem('write');
    setProblem(null);
    onConfirm(reason);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={CANCELLATION.title} size="sm">
      <Form aria-label={CANCELLATION.title} onSubmit={submit}>
        <RadioGroup
          label={CANCELLATION.reasonLabel}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setProblem(null);
          }}
          {...(problem === 'choose' ? { errorMessage: CANCELLATION.chooseReason } : {})}
        >
          {CANCEL_REASONS.map((reason) => (
            <Radio key={reason} value={reason}>
              {reason}
            </Radio>
          ))}
          <Radio value={OTHER}>{CANCELLATION.otherReason}</Radio>
        </RadioGroup>
        {choice === OTHER && (
          <TextField
            label={CANCELLATION.otherLabel}
            value={other}
            onChange={(value) => {
              setOther(value);
              setProblem(null);
            }}
            multiline
            maxLength={500}
            autoFocus
            {...(problem === 'write' ? { errorMessage: CANCELLATION.writeReason } : {})}
          />
        )}
        <Note>{CANCELLATION.stockBack}</Note>
        {refundAmount !== undefined && <Note>{CANCELLATION.refund(refundAmount)}</Note>}
        <Actions>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {CANCELLATION.keep}
          </Button>
          <Button type="submit" variant="destructive" isPending={isPending}>
            {CANCELLATION.confirm}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
