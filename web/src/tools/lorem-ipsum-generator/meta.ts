import { Pilcrow } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Lorem Ipsum Generator",
  slug: "lorem-ipsum-generator",
  category: "text-writing",
  order: 5,
  icon: Pilcrow,
  description: "Generate placeholder text as words, sentences or paragraphs in several styles.",
  keywords: ["lorem ipsum", "lipsum", "placeholder", "dummy text", "filler", "mockup"],
  premiumExtras: ["Custom word lists", "HTML output"],
  page: () => import("./Page"),
};

export default meta;
