/**
 * Results remembered by an exact key, `max` of them at most: any client may send any key, so
 * past the bound the memory starts over rather than grow. A computation that throws is not
 * remembered, so it runs (and throws) again next time.
 */
export function boundedMemo<K, V>(max: number): (key: K, compute: () => V) => V {
  const known = new Map<K, V>();
  return (key, compute) => {
    const hit = known.get(key);
    if (hit !== undefined || known.has(key)) return hit as V;
    const value = compute();
    if (known.size >= max) known.clear();
    known.set(key, value);
    return value;
  };
}
