/**
 * Under Vitest, NODE_ENV is 'test', and react-stately's Virtualizer then reads
 * `process.env.VIRT_ON` (absent in the browser) to decide whether to window at all; without it the
 * read throws, and with it unset the Virtualizer renders every item. This story hook provides
 * `process.env.VIRT_ON` for the story's duration so tests see the windowing real browsers get.
 * The proper home is a `define` in the Storybook Vitest project (reported to the lead).
 */
export function enableVirtualizerInTests(): () => void {
  const scope = globalThis as { process?: { env: Record<string, string | undefined> } };
  const original = scope.process;
  if (original?.env.VIRT_ON) return () => {};
  scope.process = { ...original, env: { ...original?.env, VIRT_ON: '1' } };
  return () => {
    if (original) scope.process = original;
    else delete scope.process;
  };
}
