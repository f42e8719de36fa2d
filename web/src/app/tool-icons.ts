import { createElement } from "react";
import {
  AtSign,
  Binary,
  Braces,
  CaseSensitive,
  ClipboardPaste,
  Code,
  Dices,
  FerrisWheel,
  FileCheck,
  FileCode,
  FileImage,
  FileText,
  Globe,
  Hash,
  Image,
  ImageDown,
  KeyRound,
  LayoutGrid,
  ListX,
  MapPin,
  Minimize2,
  Paintbrush,
  PartyPopper,
  PenTool,
  Pilcrow,
  Scaling,
  ShieldCheck,
  Type,
  WholeWord,
  type LucideIcon,
} from "lucide-react";
import type { ToolCategory } from "@/tools/tool-meta";

/** Card icons by card slug; a new tool without one gets its category's icon. */
const TOOL_ICONS: Record<string, LucideIcon> = {
  "image-resizer": Scaling,
  "image-compressor": Minimize2,
  "png-to-jpg": FileImage,
  "jpg-to-png": ImageDown,
  "webp-converter": Image,
  "svg-converter": PenTool,
  "text-case-converter": CaseSensitive,
  "remove-duplicate-lines": ListX,
  "word-counter": WholeWord,
  "character-counter": Type,
  "lorem-ipsum-generator": Pilcrow,
  "hashtag-generator": Hash,
  "password-generator": KeyRound,
  "username-generator": AtSign,
  "pastebin-clone": ClipboardPaste,
  "json-formatter": Braces,
  "json-validator": FileCheck,
  "base64-encoder": Binary,
  "base64-decoder": Binary,
  "html-minifier": FileCode,
  "css-minifier": Paintbrush,
  "js-minifier": Code,
  "markdown-to-html-converter": FileText,
  "whats-my-ip": Globe,
  "ip-lookup": MapPin,
  "random-number-generator": Dices,
  "wheel-spinner": FerrisWheel,
};

export const CATEGORY_ICONS: Record<ToolCategory, LucideIcon> = {
  "image-media": Image,
  "text-writing": FileText,
  developer: Code,
  "networking-security": ShieldCheck,
  "fun-viral": PartyPopper,
};

/** A card's icon; a new tool without one gets its category's icon. */
export function ToolIcon({ slug, category, className }: { slug: string; category: ToolCategory; className?: string }) {
  return createElement(TOOL_ICONS[slug] ?? CATEGORY_ICONS[category] ?? LayoutGrid, { "aria-hidden": true, className });
}
