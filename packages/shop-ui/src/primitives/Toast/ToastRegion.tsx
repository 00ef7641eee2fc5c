import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { focusRing, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '../../theme';
import { watchStaleAnnouncements } from './staleAnnouncements';
import type { ToastItem } from './toastStore';

/** Marks a bar fixed to the bottom of a phone's screen, which toasts must not cover. */
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  bottom: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: min(${({ theme }) => theme.sizes.toast}, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  &:focus-visible { ${focusRing('inside')} }
  /* Below a bar fixed to the bottom of a phone's screen (checkout's total beside Place Order),
     toasts come in at the top, so the bar's words stay readable while one shows. */
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    body:has([${BOTTOM_BAR_ATTRIBUTE}]) & {
      top: ${({ theme }) => theme.space.md};
      bottom: auto;
    }
  }
`;

const Item = styled.div<{ $destructive: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.onDanger : theme.colors.text)};
  touch-action: pan-y;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled.p`
  margin: 0;
  grid-column: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Close = styled.button`
  grid-row: 1;
  grid-column: 2;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible { ${focusRing('outside', 'currentColor')} }
`;

interface ToastRegionProps {
  toasts: readonly ToastItem[];
  duration: number;
  onDismiss: (id: number) => void;
}

/** The notification area: a labelled landmark that F8 focuses, announcing each toast. */
export function ToastRegion({ toasts, duration, onDismiss }: ToastRegionProps) {
  const regionRef = useRef<HTMLElement>(null);

  // The notification area is on every page, so it keeps the live announcer tidy too.
  useEffect(() => watchStaleAnnouncements(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region
      ref={regionRef}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} duration={duration} onDismiss={onDismiss} />
      ))}
    </Region>
  );
}

function Toast({
  toast,
  duration,
  onDismiss,
}: {
  toast: ToastItem;
  duration: number;
  onDismiss: (id: number) => void;
}) {
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, onDismiss, toast.id]);

  const destructive = toast.variant === 'destructive';
  return (
    <Item
      $destructive={destructive}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
      }}
      onPointerUp={(event) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        if (start !== null && Math.abs(event.clientX - start) > TOAST_SWIPE_THRESHOLD_PX)
          onDismiss(toast.id);
      }}
    >
      <Title>{toast.title}</Title>
      {toast.description && <Description>{toast.description}</Description>}
      <Close type="button" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        ×
      </Close>
    </Item>
  );
}
