import { Pilcrow } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Lorem Ipsum Generator`,
  slug: "lorem-ipsum-generator",
  category: "text-writing",
  order: 5,
  icon: Pilcrow,
  description: msg`Generate placeholder text as words, sentences or paragraphs in several styles.`,
  keywords: ["lorem ipsum", "lipsum", "placeholder", "dummy text", "filler", "mockup"],
  premiumExtras: [msg`Custom word lists`, msg`HTML output`],
  page: () => import("./Page"),
};

export default meta;
