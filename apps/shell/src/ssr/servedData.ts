/**
 * The element holding the data a server-rendered page was rendered with (SWR's fallback, by
 * key), as JSON: the browser's first render takes the same, so it hydrates what it was sent.
 */
export const SERVED_DATA_ID = 'atelier-served-data';

/** SWR's fallback the page was rendered with, if a server rendered it (a static host does not). */
export function readServedData(document: Document): Record<string, unknown> | null {
  const text = document.getElementById(SERVED_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null;
  } catch {
    // Not ours, or cut short: the page renders from the API, as on a static host.
    return null;
  }
}
