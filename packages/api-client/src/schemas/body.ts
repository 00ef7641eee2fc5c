import { SERVER_MESSAGES } from '../contract';

/**
 * The deepest a request body may nest (the root object is level 1). The shop's own deepest is
 * 3 (an order's lines); the rest is room for what clients add. JSON.parse takes any depth, but
 * walking or hashing a deeper body recursively would overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * What a backend cannot take in a parsed JSON body, as the message it answers (400), or null:
 * a NUL character in a string or key (PostgreSQL refuses 0x00), or nesting beyond
 * MAX_JSON_DEPTH. Walks with a list of its own rather than by recursion, so no body can exhaust
 * the stack.
 */
export function bodyProblem(root: unknown): string | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return SERVER_MESSAGES.common.nulCharacter;
    } else if (value && typeof value === 'object') {
      if (depth > MAX_JSON_DEPTH) return SERVER_MESSAGES.common.nestedTooDeeply(MAX_JSON_DEPTH);
      for (const [key, entry] of Object.entries(value)) {
        if (key.includes('\u0000')) return SERVER_MESSAGES.common.nulCharacter;
        pending.push({ value: entry, depth: depth + 1 });
      }
    }
  }
  return null;
}
