import type { ToolLookup } from "@/features/history/tool-lookup";
import { findTool } from "@/tools/registry";

/** History's view of the catalogue: a tool's name, category and page, by slug. */
export const lookupTool: ToolLookup = (slug) => {
  const tool = findTool(slug);
  return tool && { name: tool.name, category: tool.category, url: `/tools/${tool.slug}` };
};
