/** 'json-validator' → 'Json Validator': the spec's title for a tool route with no screen of its own. */
export function titleFromSlug(slug: string): string {
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // A malformed escape stays as typed.
  }
  return text
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
