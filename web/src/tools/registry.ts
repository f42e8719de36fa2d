import { loadCatalogue, type CatalogueModule } from "@/lib/i18n/catalogues";
import { CATEGORIES, type CatalogueEntry, type ToolCategory, type ToolMeta } from "./tool-meta";

/**
 * Every `./<folder>/meta.ts`, found at build time: a tool folder registers its page, card, order and icon (its
 * engine is registered on the Rust side: see CONTRIBUTING.md, "Add a tool").
 */
const modules = import.meta.glob<{ default: ToolMeta }>("./*/meta.ts", { eager: true });

/** The folder each meta.ts was found in, e.g. './image-resizer/meta.ts' → 'image-resizer'. */
export const toolFolders: ReadonlyMap<ToolMeta, string> = new Map(
  Object.entries(modules).map(([path, module]) => [module.default, path.split("/")[1] ?? ""]),
);

/** Every tool screen. */
export const tools: readonly ToolMeta[] = [...toolFolders.keys()].sort((a, b) => a.slug.localeCompare(b.slug));

/** One home-page card: what the catalogue entry says plus the screen it opens. */
export interface CatalogueCard extends CatalogueEntry {
  category: ToolCategory;
  tool: ToolMeta;
}

/** Whether a card's screen is built; one that is not opens the 'under development' placeholder until it lands. */
export function isBuilt(card: CatalogueCard): boolean {
  return card.tool.page !== undefined;
}

function cardsOf(tool: ToolMeta): CatalogueEntry[] {
  return tool.catalogue ?? [{ name: tool.name, slug: tool.slug, description: tool.description }];
}

const categoryRank = new Map<ToolCategory, number>(CATEGORIES.map((category, index) => [category.id, index]));

/** Every home-page card, in category order and then each tool's `order` (a tool's own cards as it lists them). */
export const catalogue: readonly CatalogueCard[] = tools
  .flatMap((tool) => cardsOf(tool).map((entry) => ({ ...entry, category: tool.category, tool })))
  .sort(
    (a, b) => (categoryRank.get(a.category) ?? 0) - (categoryRank.get(b.category) ?? 0) || a.tool.order - b.tool.order,
  );

/** How many cards open a working tool: the count the home page claims and /premium repeats. */
export const builtToolCount = catalogue.filter(isBuilt).length;

const bySlug = new Map<string, ToolMeta>();
for (const tool of tools) {
  bySlug.set(tool.slug, tool);
  for (const entry of cardsOf(tool)) bySlug.set(entry.slug, tool);
}

/** The screen a /tools/{slug} path shows: by its own slug or any of its cards' slugs. */
export function findTool(slug: string): ToolMeta | undefined {
  return bySlug.get(slug.toLowerCase());
}

/** Each tool's page catalogues (`./<folder>/locales/<locale>.po`), fetched with its page. */
const pageCatalogues = import.meta.glob<CatalogueModule>("./*/locales/*.po");

/** The words of a tool's page in the locale in force. */
export function loadToolCatalogue(folder: string): Promise<void> {
  return loadCatalogue(
    Object.fromEntries(Object.entries(pageCatalogues).filter(([path]) => path.startsWith(`./${folder}/`))),
  );
}
