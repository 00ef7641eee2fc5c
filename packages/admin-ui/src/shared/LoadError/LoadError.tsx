import { Button } from '@atelier/shop-ui';
import { styled } from 'styled-components';

export interface LoadErrorProps {
  /** What failed, in words a person can act on (usually the ApiError's message). */
  message: string;
  /** Loads again. */
  onRetry: () => void;
  /** What was being loaded, e.g. 'orders'; shown before the message. */
  what?: string;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0;
  flex: 1 1 16rem;
`;

/** A failed load, said plainly, with a way to try again. */
export function LoadError({ message, onRetry, what }: LoadErrorProps) {
  return (
    <Root role="alert">
      <Text>
        {what ? <strong>{`Could not load ${what}. `}</strong> : null}
        {message}
      </Text>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        Try again
      </Button>
    </Root>
  );
}
