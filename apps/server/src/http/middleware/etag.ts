import { createHash } from 'node:crypto';

/** A strong validator for exact bytes: the same bytes always give the same tag. */
export function strongEtag(bytes: Uint8Array | string): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/** The tag of a compressed form: other bytes, so another strong tag (as Apache spells it). */
export function encodedEtag(etag: string, encoding: string): string {
  return etag.startsWith('"') ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** The tag of the uncompressed resource, whatever form the client saw. */
const resourceTag = (tag: string) =>
  tag
    .trim()
    .replace(/^W\//, '')
    .replace(/-(br|gzip)"$/, '"');

/**
 * Whether an If-None-Match header names this resource (weak comparison, RFC 9110 13.1.2, over
 * any of its encoded forms; `*` matches too).
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = resourceTag(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || resourceTag(tag) === wanted);
}
