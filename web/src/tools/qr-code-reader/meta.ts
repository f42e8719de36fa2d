import { ScanQrCode } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`QR Code Reader`,
  slug: "qr-code-reader",
  category: "image-media",
  order: 10,
  icon: ScanQrCode,
  description: msg`Read every QR code in an image or screenshot: upload, drop or paste it, then copy the text or open the link.`,
  keywords: ["qr", "qr code", "scan", "scanner", "reader", "decode", "barcode", "screenshot", "link"],
  premiumExtras: [msg`Scan with your camera`],
  page: () => import("./Page"),
};

export default meta;
