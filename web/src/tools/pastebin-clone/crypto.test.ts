import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import * as rules from "@/wasm/paste/paste.js";
import { openPaste, PasteCryptoError, sealPaste, type PastePayload } from "./crypto";
import { failureMessage } from "./rules";
import type { Sealed } from "@/lib/api/types";
import type { OpenError } from "@/wasm/paste/paste.js";

rules.initSync({ module: readFileSync(new URL("../../wasm/paste/paste_bg.wasm", import.meta.url)) });

/** A link's key as the page reads it: core's `parse_key`, through the `paste` bundle. */
const keyOf = (text: string) => Uint8Array.from(rules.parseKey(text) ?? []);
/** Base64url's alphabet, to change one key character's bits. */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Made with Web Crypto and opened by the Rust sealer too (penknife_core::paste): one format for page and CLI. */
const { vectors }: { vectors: { key: string; password: string | null; payload: string; encrypted: Sealed }[] } =
  JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../../crates/core/src/paste/test-vectors.json"), "utf8"));

const payload: PastePayload = { title: "Notes", content: "line 1\nline 2 — ünïcødé 🔐", language: "markdown" };

describe("private paste format v1", () => {
  it("opens the shared test vectors", async () => {
    expect(vectors).toHaveLength(2);
    for (const vector of vectors) {
      const opened = await openPaste(vector.encrypted, keyOf(vector.key), vector.password);
      expect(opened).toEqual(JSON.parse(vector.payload));
    }
  });

  it("round-trips without and with a password, with a fresh key and IV each time", async () => {
    const first = await sealPaste(payload, null);
    const second = await sealPaste(payload, null);
    expect(first.fragmentKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.fragmentKey).not.toBe(second.fragmentKey);
    expect(first.sealed.iv).not.toBe(second.sealed.iv);
    expect(first.sealed.kdf).toBeNull();
    expect(await openPaste(first.sealed, keyOf(first.fragmentKey), null)).toEqual(payload);

    const locked = await sealPaste(payload, "hunter2", 1000);
    expect(locked.sealed.kdf).toMatchObject({ name: "PBKDF2-SHA256", iterations: 1000 });
    expect(await openPaste(locked.sealed, keyOf(locked.fragmentKey), "hunter2")).toEqual(payload);
  });

  it("never carries the plaintext in what the server stores", async () => {
    const { sealed } = await sealPaste(payload, null);
    const stored = JSON.stringify(sealed);
    for (const secret of ["Notes", "line 1", "markdown"]) expect(stored).not.toContain(secret);
  });

  it("tells a wrong password, a wrong key and a damaged paste apart, as core does", async () => {
    const locked = await sealPaste(payload, "hunter2", 1000);
    await expect(openPaste(locked.sealed, keyOf(locked.fragmentKey), "hunter3")).rejects.toMatchObject({
      kind: "wrong-password",
    });

    const open = await sealPaste(payload, null);
    const otherKey = (await sealPaste(payload, null)).fragmentKey;
    await expect(openPaste(open.sealed, keyOf(otherKey), null)).rejects.toMatchObject({ kind: "wrong-key" });
    const flipped = open.sealed.ciphertext.startsWith("A")
      ? `B${open.sealed.ciphertext.slice(1)}`
      : `A${open.sealed.ciphertext.slice(1)}`;
    await expect(
      openPaste({ ...open.sealed, ciphertext: flipped }, keyOf(open.fragmentKey), null),
    ).rejects.toMatchObject({ kind: "wrong-key" });
    await expect(openPaste({ ...open.sealed, iv: "AAAA" }, keyOf(open.fragmentKey), null)).rejects.toMatchObject({
      kind: "damaged",
    });
    await expect(openPaste(open.sealed, new Uint8Array(31), null)).rejects.toMatchObject({ kind: "key-damaged" });
  });

  it("refuses key-stretching parameters outside the accepted range", async () => {
    const locked = await sealPaste(payload, "pw", 1000);
    const cheap = { ...locked.sealed, kdf: { ...locked.sealed.kdf!, iterations: 10 } };
    await expect(openPaste(cheap, keyOf(locked.fragmentKey), "pw")).rejects.toMatchObject({ kind: "damaged" });
  });
});

describe("a link's key and the reader's words (core's rules, through the paste bundle)", () => {
  it("takes exactly 32 bytes of base64url: a key cut short, garbled or with a stray bit is none", async () => {
    const { fragmentKey } = await sealPaste(payload, null);
    expect(rules.parseKey(fragmentKey)).toHaveLength(32);
    const last = fragmentKey.at(-1)!;
    // The last character carries 2 spare bits; a lenient decoder (atob) would read this as the same key.
    const strayBit = fragmentKey.slice(0, -1) + ALPHABET[ALPHABET.indexOf(last) ^ 1]!;
    for (const bad of [
      fragmentKey.slice(0, -1),
      fragmentKey.slice(0, 20),
      "",
      "not a key!",
      `${fragmentKey}A`,
      strayBit,
    ]) {
      expect(rules.parseKey(bad), bad).toBeUndefined();
    }
  });

  it("words each failure in English as the CLI prints it", () => {
    const words: Record<OpenError, string> = {
      "key-damaged": "The link's key is incomplete or damaged: check that the whole link was copied.",
      "wrong-key":
        "The link's key does not open this paste: the link was changed, or the key belongs to another paste.",
      "wrong-password": "Wrong password, or the link's key does not open this paste.",
      damaged: "This paste is damaged and cannot be decrypted.",
      "password-required": "This paste is protected by a password.",
    };
    for (const [kind, message] of Object.entries(words))
      expect(failureMessage(new PasteCryptoError(kind as OpenError))).toBe(message);
  });
});
