import type { Context } from 'hono';
import { preparedJson } from './middleware/preparedJson';

const listAnswer = preparedJson((data) => `{"success":true,"data":${data}}`);

/**
 * Answers `{ success: true, data }` where data is JSON text the database built: parsing
 * thousands of products only to serialise them again would cost more than the query. The text
 * comes from the catalogue cache, so the answer's bytes are prepared once per text.
 */
export const rawJsonList = (c: Context, data: string) => listAnswer(c, data);
