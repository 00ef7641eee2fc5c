import { FIT_ANSWERS, type ReviewFit } from '@atelier/api-client';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { StarRating } from '../../../primitives/StarRating';
import { TextField } from '../../../primitives/TextField';

export interface ReviewDraft {
  /** 1 to 5 stars. */
  rating: number;
  /** The trimmed message. */
  message: string;
  /** How the size fitted, when asked (extension `review-fit`) and answered. */
  fit?: ReviewFit;
}

export interface ReviewFormProps {
  /** Submit was pressed with a rating and a non-blank message; resolve true to clear the form. */
  onSubmit: (draft: ReviewDraft) => Promise<boolean> | boolean;
  /** While the review is being sent. */
  isPending?: boolean;
  /** Ask how the size fitted (optional to answer): only where the backend keeps the answer. */
  asksFit?: boolean;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * Star rating, message and, where asked, the fit; Submit stays disabled while the
 * message is blank or no star is chosen (the fit is never required).
 */
export function ReviewForm({ onSubmit, isPending = false, asksFit = false }: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const [fit, setFit] = useState<ReviewFit | null>(null);
  const trimmed = message.trim();
  const canSubmit = trimmed !== '' && rating >= 1 && rating <= 5;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit || isPending) return;
    if (await onSubmit({ rating, message: trimmed, ...(fit ? { fit } : {}) })) {
      setRating(0);
      setMessage('');
      setFit(null);
    }
  }

  return (
    <Form onSubmit={handleSubmit}>
      <StarRating label="Your rating" value={rating} onChange={setRating} />
      <TextField
        label="Your review"
        name="reviewMessage"
        multiline
        value={message}
        onChange={setMessage}
      />
      {asksFit && (
        <RadioGroup
          label="How does it fit?"
          description="Optional"
          orientation="horizontal"
          value={fit}
          onChange={(value) => setFit(value as ReviewFit)}
        >
          {FIT_ANSWERS.map((answer) => (
            <Radio key={answer.id} value={answer.id}>
              {answer.label}
            </Radio>
          ))}
        </RadioGroup>
      )}
      <Button type="submit" isDisabled={!canSubmit} isPending={isPending}>
        Submit
      </Button>
    </Form>
  );
}
