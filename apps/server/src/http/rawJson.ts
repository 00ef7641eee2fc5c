import type { Context } from 'hono';

const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };

/** Answers 200 with JSON text the database built, as it is. */
export const rawJsonAnswer = (c: Context, answer: string) => c.body(answer, 200, JSON_TYPE);

/**
 * Answers `{ success: true, data }` where data is JSON text the database built: parsing
 * thousands of products only to serialise them again would cost more than the query.
 */
export const rawJsonList = (c: Context, data: string) =>
  rawJsonAnswer(c, `{"success":true,"data":${data}}`);
