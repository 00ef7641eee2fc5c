import { restockOptionLabel, SERVER_MESSAGES } from '@atelier/api-client';
import { type FormEvent, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { styled } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { TextField } from '../../../primitives/TextField';

/** What "Notify me" asked the backend for. */
export interface NotifyRequest {
  size: string;
  /** A guest's address; a signed-in shopper's comes from the session. */
  email?: string;
}

/** How it went: the backend's message, which the panel shows as it is. */
export type NotifyOutcome =
  | { status: 'active' | 'pending'; message: string }
  | { status: 'error'; message: string };

export interface NotifyMeProps {
  /** The sizes sold out (in the chosen colour), in the product's order. */
  sizes: readonly string[];
  /** The colour they are sold out in, for a product with colours. */
  colour?: string;
  /** A guest gives an e-mail address, which the backend confirms by mail first. */
  isGuest: boolean;
  /** Sizes the signed-in shopper already has an alert on. */
  subscribed: readonly string[];
  /** "Notify me" was pressed with a size (and a guest's address); null: nothing was sent. */
  onNotify: (request: NotifyRequest) => Promise<NotifyOutcome | null>;
  /** The shopper ends their alert on a size. */
  onStop?: (size: string) => void;
  /** While a request runs. */
  isPending?: boolean;
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

// Not a heading: the panel sits under a product page's h1 and a dialog's h2 alike, so no one
// level would keep the headings in order; it names the panel's region instead.
const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  & > * {
    width: 100%;
  }
  & > button {
    width: auto;
  }
`;

const Line = styled.p`
  margin: 0;
`;

const Subscribed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

// A first check in the browser; the backend checks the address again.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NOTIFY_MESSAGES = {
  title: 'Notify me when it is back',
  emailLabel: 'E-mail',
  emailHelp: 'We will send you a link to confirm the alert first.',
  emailMissing: 'Enter your e-mail address',
  emailInvalid: 'Enter an e-mail address like name@example.com',
  button: 'Notify me',
  stop: (label: string) => `Stop the alert for ${label}`,
} as const;

/**
 * "Notify me" on a sold-out size: one press for a signed-in shopper; a guest also gives an
 * address, which the backend mails a confirmation link to. The outcome stays in view (a status
 * line), and an alert the shopper already has reads "We will e-mail you when M is back".
 */
export function NotifyMe({
  sizes,
  colour,
  isGuest,
  subscribed,
  onNotify,
  onStop,
  isPending = false,
}: NotifyMeProps) {
  const titleId = useId();
  const open = sizes.filter((size) => !subscribed.includes(size));
  const [size, setSize] = useState<string | null>(open[0] ?? null);
  const [email, setEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState<string>();
  const [outcome, setOutcome] = useState<NotifyOutcome | null>(null);
  const label = (value: string) => restockOptionLabel(value, colour);
  const chosen = size && open.includes(size) ? size : (open[0] ?? null);
  const shown = subscribed.filter((entry) => sizes.includes(entry));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen || isPending) return;
    const address = email.trim();
    if (isGuest) {
      const problem = !address
        ? NOTIFY_MESSAGES.emailMissing
        : LOOKS_LIKE_EMAIL.test(address)
          ? undefined
          : NOTIFY_MESSAGES.emailInvalid;
      setEmailProblem(problem);
      if (problem) return;
    }
    const result = await onNotify({ size: chosen, ...(isGuest ? { email: address } : {}) });
    if (result) setOutcome(result);
  }

  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId}>{NOTIFY_MESSAGES.title}</Title>
      {chosen && (
        <Fields onSubmit={(event) => void submit(event)} validationBehavior="aria">
          <RadioGroup
            label={colour ? `Sold out in ${colour}` : 'Sold out'}
            orientation="horizontal"
            value={chosen}
            onChange={setSize}
          >
            {open.map((entry) => (
              <Radio key={entry} value={entry}>
                {entry}
              </Radio>
            ))}
          </RadioGroup>
          {isGuest && (
            <TextField
              label={NOTIFY_MESSAGES.emailLabel}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(value) => {
                setEmail(value);
                setEmailProblem(undefined);
              }}
              description={NOTIFY_MESSAGES.emailHelp}
              errorMessage={emailProblem}
            />
          )}
          <Button type="submit" variant="secondary" isPending={isPending}>
            {NOTIFY_MESSAGES.button}
          </Button>
        </Fields>
      )}
      {/* One live region: a new alert's line is announced as it appears. */}
      <div role="status">
        {shown.map((entry) => (
          <Subscribed key={entry}>
            <Line>{SERVER_MESSAGES.restockAlerts.subscribed(label(entry))}</Line>
            {onStop && (
              <Button
                variant="ghost"
                size="sm"
                onPress={() => onStop(entry)}
                isDisabled={isPending}
              >
                {NOTIFY_MESSAGES.stop(label(entry))}
              </Button>
            )}
          </Subscribed>
        ))}
        {outcome?.status === 'pending' && <Line>{outcome.message}</Line>}
        {outcome?.status === 'active' && !shown.length && <Line>{outcome.message}</Line>}
      </div>
      <div role="alert">{outcome?.status === 'error' && <Problem>{outcome.message}</Problem>}</div>
    </Panel>
  );
}
