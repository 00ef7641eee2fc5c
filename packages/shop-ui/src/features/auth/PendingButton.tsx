import { Button, type ButtonProps } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';

export interface PendingButtonProps extends Omit<ButtonProps, 'children'> {
  /** The button's text; stays its accessible name while pending. */
  children: string;
  /** Names the spinner shown while `isPending`, e.g. 'Signing in'. */
  pendingLabel: string;
}

/**
 * A button that shows a spinner while its request runs. react-aria's `isPending` keeps it
 * focusable, ignores presses, stops implicit form submission and announces the change.
 */
export function PendingButton({ children, pendingLabel, isPending, ...props }: PendingButtonProps) {
  return (
    <Button {...props} isPending={isPending}>
      {isPending ? <Spinner size="sm" label={pendingLabel} /> : null}
      {children}
    </Button>
  );
}
