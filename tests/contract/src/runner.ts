import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './backends';
import type { ContractCase, Outcome } from './case';
import { shapeMismatches } from './shapes';
import { World } from './world';

/** Runs every case against one backend: status, `success`, message and shape must match. */
export function runContract(backend: Backend, cases: readonly ContractCase[]): void {
  describe(`contract on the ${backend.name === 'mocks' ? 'MSW mock backend' : 'reference server'}`, () => {
    const world = new World(backend);
    beforeAll(() => backend.start(), 120_000);
    afterAll(() => backend.stop());

    for (const contractCase of cases) {
      const title = `${contractCase.endpoint} · ${contractCase.name}`;
      const { only } = contractCase;
      if (only && only.backend !== backend.name) {
        it.skip(`${title} [${only.backend} only: ${only.because}]`, () => {});
        continue;
      }
      const pending = contractCase.pending?.[backend.name];
      const test = pending ? it.fails : it;
      test(pending ? `${title} [PENDING on ${backend.name}: ${pending}]` : title, async () => {
        const outcome = await contractCase.run(world);
        const { reply, expect: late = {} } =
          'reply' in outcome ? outcome : ({ reply: outcome } satisfies Outcome);
        const expected = { ...contractCase.expect, ...late };
        const seen = `${reply.status} ${JSON.stringify(reply.body)?.slice(0, 300)}`;
        expect(reply.status, seen).toBe(expected.status);
        if (expected.message !== undefined)
          expect(reply.body?.message, seen).toBe(expected.message);
        if (typeof expected.shape === 'object' && 'success' in expected.shape) {
          expect(reply.body?.success, seen).toBe(expected.status < 400);
        }
        expect(shapeMismatches(reply.body, expected.shape), seen).toEqual([]);
        await contractCase.check?.(reply, world);
      });
    }
  });
}
