import type { Context } from 'hono';
import { preparedJson } from './middleware/preparedJson';

/**
 * Answers where the database built the JSON text: parsing thousands of products only to
 * serialise them again would cost more than the query. The text comes from the catalogue
 * cache, so each answer's bytes (and their compressed forms) are prepared once per text.
 */
const listAnswer = preparedJson((data) => `{"success":true,"data":${data}}`);
const wholeAnswer = preparedJson((answer) => answer);

/** Answers `{ success: true, data }` around a JSON list the database built. */
export const rawJsonList = (c: Context, data: string) => listAnswer(c, data);

/** Answers 200 with a whole JSON answer the database built (a page of the list), as it is. */
export const rawJsonAnswer = (c: Context, answer: string) => wholeAnswer(c, answer);
