import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { NEEDS_CONNECTION, NEEDS_CONNECTION_MESSAGE, NOT_SAVED_OFFLINE, NOT_SAVED_OFFLINE_MESSAGE } from "./online";

describe("the offline messages", () => {
  // The English copies serve workers (lib/worker-rpc matches one to put it back into the page's language) and
  // callers that take a string: each must say exactly what its message says in English.
  it("are the same in English as their plain-string copies", () => {
    expect(i18n._(NEEDS_CONNECTION_MESSAGE)).toBe(NEEDS_CONNECTION);
    expect(i18n._(NOT_SAVED_OFFLINE_MESSAGE)).toBe(NOT_SAVED_OFFLINE);
  });
});
