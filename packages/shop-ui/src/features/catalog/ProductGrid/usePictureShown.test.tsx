// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPictureGate, type PictureGate } from './pictureGate';
import { usePictureShown } from './usePictureShown';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** A card whose render costs about a millisecond once it shows its picture. */
function CostlyCard({ gate }: { gate: PictureGate }) {
  const shown = usePictureShown(gate);
  if (shown) for (const end = performance.now() + 1; performance.now() < end; );
  return <span>{shown ? 'picture' : 'box'}</span>;
}

describe('usePictureShown', () => {
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('shows the picture once the gate opens, and keeps it through a fling', () => {
    const gate = createPictureGate({ waitForLead: true });
    const { result } = renderHook(() => usePictureShown(gate));
    expect(result.current).toBe(false);
    act(() => gate.leadShown());
    expect(result.current).toBe(true);
    act(() => {
      gate.scrolled(0, 0);
      gate.scrolled(1_000, 10);
    });
    expect(gate.isOpen()).toBe(false);
    expect(result.current).toBe(true);
  });

  it('shows it at once when the gate is open, and without a gate', () => {
    expect(renderHook(() => usePictureShown(createPictureGate())).result.current).toBe(true);
    expect(renderHook(() => usePictureShown(undefined)).result.current).toBe(true);
  });

  it('renders the cards the gate releases in slices that let other work run between them', async () => {
    const gate = createPictureGate({ waitForLead: true });
    const cards = Array.from({ length: 40 }, (_, index) => `card-${index}`);
    const { container } = render(
      <div>
        {cards.map((card) => (
          <CostlyCard key={card} gate={gate} />
        ))}
      </div>,
    );
    expect(container.textContent).not.toContain('picture');
    // Outside act, React schedules its work as a browser would.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    gate.leadShown();
    // React plans its work in a microtask, and then queues a task for it. A task queued after
    // that one runs once React's first slice has: rendered in one go (not as a transition), all
    // 40 cards (about 40 ms) would have committed by then.
    for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
    const between = await new Promise<string>((resolve) =>
      setImmediate(() => resolve(container.textContent ?? '')),
    );
    expect(between).not.toContain('picture');
    await waitFor(() => expect(container.textContent).toBe('picture'.repeat(40)));
  });
});
