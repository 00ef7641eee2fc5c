import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { StarRating } from '../../../primitives/StarRating';
import { TextField } from '../../../primitives/TextField';

export interface ReviewDraft {
  /** 1 to 5 stars. */
  rating: number;
  /** The trimmed message. */
  message: string;
}

export interface ReviewFormProps {
  /** Submit was pressed with a rating and a non-blank message; resolve true to clear the form. */
  onSubmit: (draft: ReviewDraft) => Promise<boolean> | boolean;
  /** While the review is being sent. */
  isPending?: boolean;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Star rating and message; Submit stays disabled while the message is blank or no star is chosen. */
export function ReviewForm({ onSubmit, isPending = false }: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const trimmed = message.trim();
  const canSubmit = trimmed !== '' && rating >= 1 && rating <= 5;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit || isPending) return;
    if (await onSubmit({ rating, message: trimmed })) {
      setRating(0);
      setMessage('');
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
      <Button type="submit" isDisabled={!canSubmit} isPending={isPending}>
        Submit
      </Button>
    </Form>
  );
}
