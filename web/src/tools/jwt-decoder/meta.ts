import { KeyRound } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`JWT Decoder`,
  slug: "jwt-decoder",
  category: "developer",
  order: 17,
  icon: KeyRound,
  description: msg`Read a JSON Web Token’s header, payload and claims with their dates, and verify its signature with a secret or a public key (PEM or JWK).`,
  keywords: [
    "jwt",
    "json web token",
    "jws",
    "decode",
    "verify",
    "signature",
    "claims",
    "bearer",
    "hs256",
    "rs256",
    "es256",
    "eddsa",
    "jwk",
    "pem",
  ],
  premiumExtras: [msg`Keys fetched from an issuer’s JWKS address`, msg`Tokens signed with your own key for testing`],
  page: () => import("./Page"),
};

export default meta;
