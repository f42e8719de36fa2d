import { WholeWord } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Word Counter`,
  slug: "word-counter",
  category: "text-writing",
  order: 3,
  icon: WholeWord,
  description: msg`Count words, characters, sentences and paragraphs, with reading and speaking time.`,
  keywords: ["words", "count", "characters", "sentences", "reading time", "essay"],
  // Not "Export reports": the free page already exports a report (the spec's text-analysis-report.txt).
  premiumExtras: [msg`Readability scores`, msg`Keyword density`],
  page: () => import("./Page"),
};

export default meta;
