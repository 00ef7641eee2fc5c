import type { z } from 'zod';
import { SERVER_MESSAGES } from '../contract';

/**
 * What a backend answers for a request that fails its schema: the first problem, as one
 * readable sentence naming the field (`Invalid email: must be a valid e-mail address`).
 */
export function requestProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return SERVER_MESSAGES.common.invalidRequest;
  const field = issue.path.join('.');
  return field ? SERVER_MESSAGES.common.invalidField(field, issue.message) : issue.message;
}
