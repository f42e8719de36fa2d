import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Word Counter",
  slug: "word-counter",
  category: "text-writing",
  description: "Count words, characters, sentences and paragraphs, with reading and speaking time.",
  keywords: ["words", "count", "characters", "sentences", "reading time", "essay"],
  premiumExtras: ["Readability scores", "Keyword density", "Export reports"],
  page: () => import("./Page"),
};

export default meta;
