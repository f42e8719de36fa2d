/** The home page's search box; the Ctrl+K shortcut focuses it by this id. */
export const SEARCH_INPUT_ID = "tool-search";

/** Router state asking the home page to focus its search box once shown. */
export interface HomeLocationState {
  focusSearch?: boolean;
}

export type SearchIndex = typeof import("./search-index");

let loading: Promise<SearchIndex> | undefined;

/**
 * The fuzzy matcher, downloaded apart from the home page's first load (Fuse is a tenth of the page's script and a
 * blank query needs none of it). Starts the download once; a failed one is tried again on the next call.
 */
export function loadSearchIndex(): Promise<SearchIndex> {
  loading ??= import("./search-index").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
