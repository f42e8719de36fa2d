import { Fingerprint } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Hash Generator`,
  slug: "hash-generator",
  category: "developer",
  order: 12,
  icon: Fingerprint,
  description: msg`MD5, SHA-1, SHA-256, SHA-512, SHA3 and BLAKE3 of text or a file of any size, HMAC with a key, and a pasted hash compared.`,
  keywords: [
    "hash",
    "checksum",
    "digest",
    "md5",
    "sha1",
    "sha256",
    "sha384",
    "sha512",
    "sha3",
    "blake3",
    "hmac",
    "verify",
    "file",
  ],
  premiumExtras: [msg`Several files hashed at once`, msg`Checksum files (SHA256SUMS) checked in one go`],
  page: () => import("./Page"),
};

export default meta;
