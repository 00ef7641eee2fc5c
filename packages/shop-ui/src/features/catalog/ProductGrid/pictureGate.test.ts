import { describe, expect, it, vi } from 'vitest';
import { createPictureGate, FLING_SPEED } from './pictureGate';

/** Scroll events a frame (16 ms) apart, moving `step` px each. */
function scroll(gate: ReturnType<typeof createPictureGate>, step: number, frames: number, at = 0) {
  for (let frame = 0; frame <= frames; frame += 1) gate.scrolled(frame * step, at + frame * 16);
}

describe('createPictureGate', () => {
  it('is open before any scroll', () => {
    expect(createPictureGate().isOpen()).toBe(true);
  });

  it('closes on a fling and tells its listeners once', () => {
    const gate = createPictureGate();
    const listener = vi.fn();
    gate.subscribe(listener);
    scroll(gate, 300, 5);
    expect(gate.isOpen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stays open while a shopper scrolls at reading pace', () => {
    const gate = createPictureGate();
    // 10 px a frame: about 600 px a second.
    scroll(gate, 10, 30);
    expect(gate.isOpen()).toBe(true);
  });

  it('opens again when the fling slows down, or when the scroll stops', () => {
    const slowing = createPictureGate();
    scroll(slowing, 300, 5);
    // Between the fling and settle speeds nothing changes, so the gate does not flicker.
    const between = ((FLING_SPEED * 3) / 4) * 16;
    slowing.scrolled(1_500 + between, 6 * 16);
    expect(slowing.isOpen()).toBe(false);
    slowing.scrolled(1_500 + between + 5, 7 * 16);
    expect(slowing.isOpen()).toBe(true);

    const stopping = createPictureGate();
    const listener = vi.fn();
    stopping.subscribe(listener);
    scroll(stopping, 300, 5);
    stopping.settled();
    expect(stopping.isOpen()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('takes a jump after a pause for a key press, not a fling', () => {
    const gate = createPictureGate();
    gate.scrolled(0, 0);
    // A Page Down: one screenful at once, long after the last scroll.
    gate.scrolled(900, 500);
    expect(gate.isOpen()).toBe(true);
  });

  it('stops telling a listener that unsubscribed', () => {
    const gate = createPictureGate();
    const listener = vi.fn();
    const unsubscribe = gate.subscribe(listener);
    unsubscribe();
    scroll(gate, 300, 5);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createPictureGate waiting for the first picture', () => {
  it('stays closed until the first card has shown its picture, then tells its listeners', () => {
    const gate = createPictureGate({ waitForLead: true });
    const listener = vi.fn();
    gate.subscribe(listener);
    expect(gate.isOpen()).toBe(false);
    gate.settled();
    expect(gate.isOpen()).toBe(false);
    gate.leadShown();
    expect(gate.isOpen()).toBe(true);
    gate.leadShown();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stays closed during a fling even once the first picture is here', () => {
    const gate = createPictureGate({ waitForLead: true });
    gate.leadShown();
    scroll(gate, 300, 5);
    expect(gate.isOpen()).toBe(false);
    gate.settled();
    expect(gate.isOpen()).toBe(true);
  });
});
