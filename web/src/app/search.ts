/** The home page's search box; the Ctrl+K shortcut focuses it by this id. */
export const SEARCH_INPUT_ID = "tool-search";

/** Router state asking the home page to focus its search box once shown. */
export interface HomeLocationState {
  focusSearch?: boolean;
}

/** Case-insensitive substring match on a card's name or description (spec part 1 §2). */
export function matchesQuery(card: { name: string; description: string }, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return card.name.toLowerCase().includes(needle) || card.description.toLowerCase().includes(needle);
}
