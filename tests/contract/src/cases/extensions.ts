import { EXTENSIONS } from '@atelier/api-client';
import type { ContractCase } from '../case';
import { withData } from '../shapes';

/** Extension discovery: what a backend offers beyond spec section 7, the same on both. */
export const extensionCases: ContractCase[] = [
  {
    endpoint: 'GET /api/extensions',
    name: 'lists every extension this backend honours, to anyone',
    kind: 'extension',
    run: (w) => w.guest().request('GET', '/api/extensions'),
    expect: { status: 200, shape: withData(['string']) },
    check: (reply) => {
      const { data } = reply.body as { data: string[] };
      if (JSON.stringify([...data].sort()) !== JSON.stringify([...EXTENSIONS].sort())) {
        throw new Error(`lists ${data.join(', ')}, not ${EXTENSIONS.join(', ')}`);
      }
    },
  },
];
