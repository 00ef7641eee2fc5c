import { readFileSync } from 'node:fs';
import { FIELD_PROBLEMS, SERVER_MESSAGES } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import * as messages from './messages';

type Leaf = string | ((...args: never[]) => string);

function leaves(value: unknown, into: Set<unknown> = new Set()): Set<unknown> {
  if (typeof value === 'string' || typeof value === 'function') into.add(value);
  else if (value && typeof value === 'object') {
    for (const child of Object.values(value)) leaves(child, into);
  }
  return into;
}

describe('the server’s messages', () => {
  const catalogue = leaves([SERVER_MESSAGES, FIELD_PROBLEMS]);

  it('are all the contract catalogue’s own strings and message functions', () => {
    const foreign: string[] = [];
    for (const [group, entries] of Object.entries(messages)) {
      for (const [name, message] of Object.entries(entries as Record<string, Leaf>)) {
        // Functions must be the catalogue's very functions, not copies with the same wording.
        if (!catalogue.has(message)) foreign.push(`${group}.${name}`);
      }
    }
    expect(foreign).toEqual([]);
  });
});

describe('messages.ts', () => {
  it('holds no wording of its own, only names for the catalogue’s', () => {
    const source = readFileSync(new URL('./messages.ts', import.meta.url), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    const literals = source.match(/'[^']*'|"[^"]*"|`[^`]*`/g) ?? [];
    expect(literals).toEqual(["'@atelier/api-client'"]);
  });
});
