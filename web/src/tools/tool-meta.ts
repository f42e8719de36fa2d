import type { MessageDescriptor } from "@lingui/core";
import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { ToolCategory } from "@/lib/tool-categories";

export { CATEGORIES, type ToolCategory } from "@/lib/tool-categories";

/**
 * One card in the home catalogue. Usually a tool has one; Base64 has two (Encoder, Decoder) sharing one screen.
 * Words are `msg` descriptors, said in the page's language where shown (`i18n._(card.name)`).
 */
export interface CatalogueEntry {
  name: MessageDescriptor;
  /** toSlug of the English name: the card's link is /tools/{slug} in every language. */
  slug: string;
  description: MessageDescriptor;
}

/** What each `src/tools/<folder>/meta.ts` default-exports. The folder name equals `slug`. */
export interface ToolMeta {
  /** Display name of the screen, e.g. msg`Password Generator`. */
  name: MessageDescriptor;
  /** toSlug of the English name; the screen's canonical (share) path is /tools/{slug}. */
  slug: string;
  category: ToolCategory;
  /** Its cards' place in their category on the home page, from 1 (the spec's catalogue order, part 1 §2). */
  order: number;
  /** Its cards' icon: imported by name in meta.ts, so the home page bundles only the icons the tools use. */
  icon: LucideIcon;
  description: MessageDescriptor;
  /** English search words, matched in every language beside the name and description in the page's own. */
  keywords: string[];
  /**
   * The paid extras its Premium upsell banner names: only what the free page does not do already (no ads, batches
   * of images, a paste's password are everyone's; issue 30).
   */
  premiumExtras: MessageDescriptor[];
  /** The page's heading where the spec gives a longer one than the name (e.g. 'JavaScript Minifier'). */
  heading?: MessageDescriptor;
  /** The banner's title where the spec names one (e.g. 'Premium Markdown Tools'); default 'Premium {name}'. */
  premiumTitle?: MessageDescriptor;
  /** Home catalogue cards; defaults to one card made from name, slug and description. */
  catalogue?: CatalogueEntry[];
  /** The screen, lazy-loaded. Absent while the tool is not built: the route shows the 'under development' placeholder. */
  page?: () => Promise<{ default: ComponentType }>;
}

/**
 * The spec's slug rule: lowercase, apostrophes removed, runs of whitespace → one hyphen. A slash, which cannot
 * stand in a path segment, counts as a space ('URL Encoder/Decoder' → url-encoder-decoder, as issue 33 names it).
 */
export function toSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, "")
    .trim()
    .replace(/[\s/]+/g, "-");
}
