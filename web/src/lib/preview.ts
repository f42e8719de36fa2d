/** Longest result the case converter's cards show in full (the default limit); Copy always copies the whole result. */
export const PREVIEW_CHARS = 10_000;

/**
 * The part of a long result a page shows (a textarea holding megabytes makes the page crawl). The cut never
 * splits a surrogate pair (an emoji stays whole).
 */
export function previewOf(text: string, limit = PREVIEW_CHARS): { shown: string; truncated: boolean } {
  if (text.length <= limit) return { shown: text, truncated: false };
  const last = text.charCodeAt(limit - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit;
  return { shown: text.slice(0, end), truncated: true };
}
