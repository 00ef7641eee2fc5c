import { DEMO_USERS } from '@atelier/api-client/demo-data';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { CloseIcon } from '../../../icons';
import { Button } from '../../../primitives/Button';
import { IconButton } from '../../../primitives/IconButton';

/** Where a dismissal is remembered, so the notice stays small on later visits. */
export const NOTICE_DISMISSED_KEY = 'atelier-demo-notice-dismissed';

export interface DemoNoticeProps {
  /** Starts the demo over from its sample data. */
  onReset: () => void;
  /** The code the mock backend verifies new accounts with. */
  verificationCode: string;
  /** Remembers the dismissal; null remembers nothing. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

// Above the page and its sticky header, below dialogs and toasts.
const Region = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.header + 1};
  max-width: min(22rem, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
`;

const Panel = styled.div`
  position: relative;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl} ${theme.space.md} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};

  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

// Takes focus when the notice reopens; inline, so the browser's focus outline hugs the words.
const Title = styled.h2`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Dismiss = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
`;

const Pill = styled(Button)`
  box-shadow: ${({ theme }) => theme.shadows.md};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const { shopper, admin } = DEMO_USERS;

function remembered(storage: DemoNoticeProps['storage']): boolean {
  try {
    return storage?.getItem(NOTICE_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Says plainly that this is the demo, not the live shop: sample data kept in this browser, the
 * accounts to sign in with, and a way to start over. Dismissed, it shrinks to a small "Demo
 * data" button (remembered across visits) that opens it again.
 */
export function DemoNotice({ onReset, verificationCode, storage }: DemoNoticeProps) {
  const [open, setOpen] = useState(() => !remembered(storage));
  // Focus follows the notice as it opens and closes, so keyboard users are never dropped.
  const moved = useRef(false);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    region.current?.querySelector<HTMLElement>(open ? 'h2' : 'button')?.focus();
  }, [open]);

  const toggle = (next: boolean) => {
    moved.current = true;
    setOpen(next);
    try {
      if (next) storage?.removeItem(NOTICE_DISMISSED_KEY);
      else storage?.setItem(NOTICE_DISMISSED_KEY, '1');
    } catch {
      // Not remembered then; the notice still closes.
    }
  };

  return (
    <Region ref={region} aria-label="Demo data">
      {open ? (
        <Panel>
          <Title tabIndex={-1}>Demo data</Title>
          <p>
            This shop runs in your browser on sample data: nothing is sent, charged or delivered.
          </p>
          <p>
            Sign in as {shopper.email} / {shopper.password} or {admin.email} / {admin.password}. New
            accounts are verified with the code {verificationCode}.
          </p>
          <Button variant="secondary" size="sm" onPress={onReset}>
            Reset demo data
          </Button>
          <Dismiss>
            <IconButton label="Dismiss demo notice" size="sm" onPress={() => toggle(false)}>
              <CloseIcon />
            </IconButton>
          </Dismiss>
        </Panel>
      ) : (
        <Pill variant="secondary" size="sm" aria-expanded={false} onPress={() => toggle(true)}>
          Demo data
        </Pill>
      )}
    </Region>
  );
}
