import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
} from '../db/idempotency';
import { ORDERS } from '../messages';
import type { ServiceContext } from './context';
import { conflict } from './errors';

/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface Answer {
  status: number;
  body: string;
}

/**
 * Runs `work` once per (user, key). The same key again replays the first answer, with its status
 * and body; the same key for a different request is a conflict, and so is a repeat that arrives
 * while the first is still being answered. A failure the server did not mean (5xx) frees the key
 * so the client's retry runs again.
 */
export function createIdempotencyService({ db, clock }: ServiceContext) {
  return {
    async once(
      userId: string,
      key: string,
      requestHash: string,
      work: () => Promise<Answer>,
      /** The answer an error stands for, when it is a refusal meant for the user; else null. */
      refusal: (error: unknown) => Answer | null,
    ): Promise<Answer> {
      const now = clock();
      const earlier = await claimIdempotencyKey(
        db,
        userId,
        key,
        requestHash,
        now,
        new Date(now.getTime() - IDEMPOTENCY_TTL_MS),
      );
      if (earlier) {
        if (earlier.requestHash !== requestHash) throw conflict(ORDERS.idempotencyMismatch);
        if (earlier.status === null || earlier.body === null) {
          throw conflict(ORDERS.stillPlacing);
        }
        return { status: earlier.status, body: earlier.body };
      }
      let answer: Answer;
      try {
        answer = await work();
      } catch (error) {
        const refused = refusal(error);
        // A refusal is the first answer too; the error still answers this request, headers and all.
        if (refused && refused.status < 500) {
          await completeIdempotencyKey(db, userId, key, refused.status, refused.body);
        } else {
          await releaseIdempotencyKey(db, userId, key);
        }
        throw error;
      }
      if (answer.status >= 500) await releaseIdempotencyKey(db, userId, key);
      else await completeIdempotencyKey(db, userId, key, answer.status, answer.body);
      return answer;
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
