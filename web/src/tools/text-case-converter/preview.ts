/** Longest result a card shows in full; Copy always copies the whole result. */
export const PREVIEW_CHARS = 10_000;

/**
 * The part of a result a card shows: ten cards each holding megabytes would make the page crawl. The cut never
 * splits a surrogate pair (an emoji stays whole).
 */
export function previewOf(text: string, limit = PREVIEW_CHARS): { shown: string; truncated: boolean } {
  if (text.length <= limit) return { shown: text, truncated: false };
  const last = text.charCodeAt(limit - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit;
  return { shown: text.slice(0, end), truncated: true };
}
