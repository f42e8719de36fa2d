import Fuse from "fuse.js";
import { i18n } from "@lingui/core";
import { titleFromSlug } from "@/lib/slug";
import { catalogue, type CatalogueCard } from "@/tools/registry";

/**
 * Fuse's combined score (0 = exact) above which a result is noise rather than a near miss: 'md to html' scores
 * 0.57 for the Markdown converter, while 'png' scores 0.66 for the Character Counter.
 */
const WEAKEST_SCORE = 0.6;

/**
 * The catalogue's words by card, in the page's language (this module loads after the language is set), plus the
 * English keywords, so `json` or `base64` finds its tool in every language. Each word of a query is fuzzy-matched
 * on its own.
 */
const entries = catalogue.map((card) => {
  const name = i18n._(card.name);
  const keywords = card.tool.keywords;
  const words = new Set([...wordsOf(name), ...keywords.flatMap(wordsOf)]);
  return { card, name, keywords, description: i18n._(card.description), words };
});

function wordsOf(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .split(/[\s/]+/u)
    .filter(Boolean);
}

const index = new Fuse(entries, {
  keys: [
    { name: "name", weight: 3 },
    { name: "keywords", weight: 2 },
    { name: "description", weight: 1 },
  ],
  useTokenSearch: true,
  tokenMatch: "all", // every word of the query must match somewhere, so adding a word narrows the results
  ignoreLocation: true,
  threshold: 0.35,
  includeScore: true,
});

/**
 * The cards a query finds, best match first, forgiving typos ('pasword'), abbreviations ('md') and keywords
 * ('dedupe'); the whole catalogue, in its own order, for a blank query.
 */
export function searchCatalogue(query: string): readonly CatalogueCard[] {
  if (!query.trim()) return catalogue;
  const typed = wordsOf(query);
  const found = index.search(query).filter((result) => (result.score ?? 1) <= WEAKEST_SCORE);
  // A tool whose name or keywords hold every typed word as it is comes first: 'md' is the Markdown converter's
  // keyword, which fuzzy scoring ties with the Hash Generator's 'md5'. The sort is stable, so Fuse's order stays
  // within each group.
  const exact = (words: Set<string>) => typed.every((word) => words.has(word));
  return found
    .map((result) => ({ card: result.item.card, exact: exact(result.item.words) }))
    .sort((a, b) => Number(b.exact) - Number(a.exact))
    .map((result) => result.card);
}

/** The tools a mistyped /tools/{slug} most likely meant: the best matches for the slug's words, at most three. */
export function suggestTools(slug: string): readonly CatalogueCard[] {
  return searchCatalogue(titleFromSlug(slug)).slice(0, 3);
}
