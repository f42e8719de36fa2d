import { i18n } from "@lingui/core";
import type { ToolLookup } from "@/features/history/tool-lookup";
import { findTool } from "@/tools/registry";

/** History's view of the catalogue: a tool's name (in the page's language), category and page, by slug. */
export const lookupTool: ToolLookup = (slug) => {
  const tool = findTool(slug);
  return tool && { name: i18n._(tool.name), category: tool.category, url: `/tools/${tool.slug}` };
};
