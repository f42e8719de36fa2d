/**
 * The JWT Decoder's door to the Rust engine (crates/core/src/jwt, in the `jwt` wasm bundle). Every call runs in a
 * worker: an RSA signature check takes a while, and the page never waits on it.
 */
import { msg, plural, t } from "@lingui/core/macro";
import { i18n } from "@lingui/core";
import { wordFailure, wordRefusal, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { DecodeOptions, Decoded, JwtError, KeyType } from "@/wasm/jwt/jwt.js";
import type { JwtWorkerApi } from "./jwt-decoder.worker";

export type {
  Claim,
  ClaimName,
  DecodeOptions,
  Decoded,
  KeyKind,
  KeyType,
  Lifetime,
  SecretEncoding,
  Signature,
} from "@/wasm/jwt/jwt.js";

const callWorker = workerClient<JwtWorkerApi>(
  () => new Worker(new URL("./jwt-decoder.worker.ts", import.meta.url), { type: "module", name: "jwt-decoder" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** The token's header, payload and claims, and its signature checked with the options' key. */
export function decodeToken(request: { token: string; options: DecodeOptions }): Promise<Decoded> {
  return callWorker("decode", [request.token, request.options]);
}

/** The kinds of key, as the engine's English names them (the refusal's words must be the engine's). */
const KEY_TYPES = {
  hmac: msg`HMAC secret`,
  rsa: msg`RSA`,
  ecP256: msg`EC P-256`,
  ed25519: msg`Ed25519`,
} as const satisfies Record<KeyType, unknown>;

export const keyTypeName = (keyType: KeyType) => i18n._(KEY_TYPES[keyType]);

/** The engine's refusals (JwtError) in the page's language: its English must be the engine's `Display`. */
const REFUSALS: RefusalWords<JwtError> = {
  empty: () => t`Paste a JSON Web Token.`,
  encrypted: () => t`This is an encrypted token (JWE, five parts): only its recipient can read it.`,
  notThreeParts: ({ params: { parts } }) =>
    t`A JWT has three parts separated by dots (header.payload.signature); this has ${plural(parts, { one: "# part", other: "# parts" })}.`,
  headerNotBase64url: ({ params: { position } }) =>
    t`The header is not Base64url (at character ${position} of the token).`,
  payloadNotBase64url: ({ params: { position } }) =>
    t`The payload is not Base64url (at character ${position} of the token).`,
  signatureNotBase64url: ({ params: { position } }) =>
    t`The signature is not Base64url (at character ${position} of the token).`,
  headerNotJson: ({ params: { message } }) => t`The header is not JSON: ${message}.`,
  payloadNotJson: ({ params: { message } }) => t`The payload is not JSON: ${message}.`,
  headerNotObject: () => t`The header is not a JSON object.`,
  payloadNotObject: () => t`The payload is not a JSON object, so this is no JWT.`,
  noAlgorithm: () => t`The header has no "alg" (algorithm), so the signature cannot be checked.`,
  unsupportedAlgorithm: ({ params: { algorithm } }) =>
    t`Penknife cannot check ${algorithm} signatures (it checks HS256, HS384, HS512, RS256, RS384, RS512, PS256, PS384, PS512, ES256 and EdDSA).`,
  wrongKeyType: ({ params }) => {
    const algorithm = params.algorithm;
    const expected = keyTypeName(params.expected);
    const found = keyTypeName(params.found);
    return t`${algorithm} is checked with a key of type ${expected}, and this key is of type ${found}: it is refused.`;
  },
  signatureLength: ({ params: { algorithm, expected, length } }) =>
    t`${algorithm} signatures are ${expected} bytes long; this one is ${plural(length, { one: "# byte", other: "# bytes" })}.`,
  secretNotBase64: () => t`The secret is not Base64 or Base64url.`,
  privateKey: () => t`This is a private key: paste the public key (a private key should never leave its owner).`,
  certificate: () => t`This is a certificate: paste its public key (openssl x509 -pubkey -noout prints it).`,
  keyNotReadable: ({ params: { message } }) => t`This key cannot be read: ${message}.`,
  jwkMember: ({ params: { member } }) => t`This JWK has no valid "${member}" member.`,
  unsupportedKeyType: ({ params }) => {
    const keyType = params.keyType;
    return t`Penknife cannot use keys of type "${keyType}" (it takes RSA, EC P-256, Ed25519 and oct keys).`;
  },
  unsupportedCurve: ({ params: { curve } }) =>
    t`Penknife cannot use keys on the curve ${curve} (it takes P-256 and Ed25519).`,
  noKeyWithKid: ({ params: { kid } }) => t`The key set has no key whose "kid" is "${kid}".`,
  emptyKeySet: () => t`The key set has no keys.`,
};

/** A refusal inside an answer (a signature not checked, a payload that is no JSON object), in words. */
export const reasonText = (reason: JwtError) => wordRefusal(reason, REFUSALS);

/** What a failed call says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
