import { msg } from "@lingui/core/macro";

/**
 * The five catalogue sections, in the order the home page shows them. In lib/ because History keeps a category
 * on every entry, and features may not import the tools' catalogue.
 */
export const CATEGORIES = [
  { id: "image-media", name: msg`Image & Media Tools` },
  { id: "text-writing", name: msg`Text & Writing Tools` },
  { id: "developer", name: msg`Developer Tools` },
  { id: "networking-security", name: msg`Networking & Security` },
  { id: "fun-viral", name: msg`Fun & Viral Tools` },
] as const;

export type ToolCategory = (typeof CATEGORIES)[number]["id"];

const ids: ReadonlySet<string> = new Set(CATEGORIES.map((category) => category.id));

export function isToolCategory(value: unknown): value is ToolCategory {
  return typeof value === "string" && ids.has(value);
}
