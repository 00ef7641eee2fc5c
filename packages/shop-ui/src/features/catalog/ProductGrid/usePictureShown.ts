import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { PictureGate } from './pictureGate';

const noSubscription = () => () => {};
const onClient = () => false;
const onServer = () => true;

/**
 * Whether the card may show its picture: once it may, it keeps it. Only a card still waiting
 * listens to the gate. The gate opening is a transition: the cards it releases (a whole first
 * page, once the first picture is shown) render in slices between frames, not in one long task.
 * A grid rendered on a server has every picture in its HTML, and hydration keeps them.
 */
export function usePictureShown(gate: PictureGate | undefined): boolean {
  const fromServer = useSyncExternalStore(noSubscription, onClient, onServer);
  const [shown, setShown] = useState(() => fromServer || !gate || gate.isOpen());
  useEffect(() => {
    if (shown || !gate) return;
    const show = () => {
      if (gate.isOpen()) startTransition(() => setShown(true));
    };
    // The gate may have opened between the render and this effect.
    show();
    return gate.subscribe(show);
  }, [gate, shown]);
  return shown;
}
