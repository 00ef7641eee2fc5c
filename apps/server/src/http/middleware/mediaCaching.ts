import type { MiddlewareHandler } from 'hono';
import { replaceResponse } from './compression';
import { matchesEtag, strongEtag } from './etag';

/**
 * Cache lifetime and a strong ETag for pictures (generated `/media/...` and uploaded
 * `/uploads/...`): browsers keep them for `cacheControl`, a reload revalidates with
 * If-None-Match for a 304, and the compression step compresses each picture once by its tag.
 */
export function mediaCaching(cacheControl: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (response.status !== 200 || !/^(GET|HEAD)$/.test(c.req.method)) return;
    const body = new Uint8Array(await response.arrayBuffer());
    const etag = strongEtag(body);
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', cacheControl);
    headers.set('ETag', etag);
    const fresh = matchesEtag(c.req.header('If-None-Match'), etag);
    replaceResponse(c, new Response(fresh ? null : body, { status: fresh ? 304 : 200, headers }));
  };
}
