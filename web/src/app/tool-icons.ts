import { Code, FileText, Image, PartyPopper, ShieldCheck, type LucideIcon } from "lucide-react";
import type { ToolCategory } from "@/tools/tool-meta";

/** Each category's heading icon on the home page (a tool's own icon is in its meta.ts). */
export const CATEGORY_ICONS: Record<ToolCategory, LucideIcon> = {
  "image-media": Image,
  "text-writing": FileText,
  developer: Code,
  "networking-security": ShieldCheck,
  "fun-viral": PartyPopper,
};
