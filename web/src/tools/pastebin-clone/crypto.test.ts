import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DAMAGED_KEY, DAMAGED_PASTE, WRONG_PASSWORD, openPaste, sealPaste, type PastePayload } from "./crypto";
import type { Sealed } from "@/lib/api/types";

/** Made with Web Crypto and opened by the Rust sealer too (penknife_core::paste): one format for page and CLI. */
const { vectors }: { vectors: { key: string; password: string | null; payload: string; encrypted: Sealed }[] } =
  JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../../crates/core/src/paste/test-vectors.json"), "utf8"));

const payload: PastePayload = { title: "Notes", content: "line 1\nline 2 — ünïcødé 🔐", language: "markdown" };

describe("private paste format v1", () => {
  it("opens the shared test vectors", async () => {
    expect(vectors).toHaveLength(2);
    for (const vector of vectors) {
      const opened = await openPaste(vector.encrypted, vector.key, vector.password);
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
    expect(await openPaste(first.sealed, first.fragmentKey, null)).toEqual(payload);

    const locked = await sealPaste(payload, "hunter2", 1000);
    expect(locked.sealed.kdf).toMatchObject({ name: "PBKDF2-SHA256", iterations: 1000 });
    expect(await openPaste(locked.sealed, locked.fragmentKey, "hunter2")).toEqual(payload);
  });

  it("never carries the plaintext in what the server stores", async () => {
    const { sealed } = await sealPaste(payload, null);
    const stored = JSON.stringify(sealed);
    for (const secret of ["Notes", "line 1", "markdown"]) expect(stored).not.toContain(secret);
  });

  it("tells a wrong password from a damaged link", async () => {
    const locked = await sealPaste(payload, "hunter2", 1000);
    await expect(openPaste(locked.sealed, locked.fragmentKey, "hunter3")).rejects.toThrow(WRONG_PASSWORD);
    await expect(openPaste(locked.sealed, locked.fragmentKey.slice(0, 20), "hunter2")).rejects.toThrow(DAMAGED_KEY);

    const open = await sealPaste(payload, null);
    const otherKey = (await sealPaste(payload, null)).fragmentKey;
    await expect(openPaste(open.sealed, otherKey, null)).rejects.toThrow(DAMAGED_PASTE);
    const flipped = open.sealed.ciphertext.startsWith("A")
      ? `B${open.sealed.ciphertext.slice(1)}`
      : `A${open.sealed.ciphertext.slice(1)}`;
    await expect(openPaste({ ...open.sealed, ciphertext: flipped }, open.fragmentKey, null)).rejects.toThrow(
      DAMAGED_PASTE,
    );
    await expect(openPaste(open.sealed, "not base64!", null)).rejects.toThrow(DAMAGED_KEY);
  });

  it("refuses key-stretching parameters outside the accepted range", async () => {
    const locked = await sealPaste(payload, "pw", 1000);
    const cheap = { ...locked.sealed, kdf: { ...locked.sealed.kdf!, iterations: 10 } };
    await expect(openPaste(cheap, locked.fragmentKey, "pw")).rejects.toThrow(DAMAGED_PASTE);
  });
});
