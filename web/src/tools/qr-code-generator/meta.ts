import { QrCode } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`QR Code Generator`,
  slug: "qr-code-generator",
  category: "image-media",
  order: 7,
  icon: QrCode,
  description: msg`Make QR codes for text, links, Wi-Fi, e-mails and contacts, in your colors, as SVG or PNG.`,
  keywords: ["qr", "qr code", "barcode", "wifi", "vcard", "mailto", "link", "svg", "png"],
  premiumExtras: [msg`Logo in the center`],
  page: () => import("./Page"),
};

export default meta;
