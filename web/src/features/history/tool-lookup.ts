import type { ToolCategory } from "@/lib/tool-categories";

/** What History needs to know of a tool; the app looks it up in the catalogue (a feature may not). */
export interface ToolInfo {
  name: string;
  category: ToolCategory;
  /** Its page, e.g. '/tools/json-formatter'. */
  url: string;
}

/** The tool with that slug, or undefined for a slug the catalogue does not know (e.g. a removed tool). */
export type ToolLookup = (slug: string) => ToolInfo | undefined;
