import { WholeWord } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Word Counter",
  slug: "word-counter",
  category: "text-writing",
  order: 3,
  icon: WholeWord,
  description: "Count words, characters, sentences and paragraphs, with reading and speaking time.",
  keywords: ["words", "count", "characters", "sentences", "reading time", "essay"],
  // Not "Export reports": the free page already exports a report (the spec's text-analysis-report.txt).
  premiumExtras: ["Readability scores", "Keyword density"],
  page: () => import("./Page"),
};

export default meta;
