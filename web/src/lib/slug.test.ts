import { describe, it, expect } from "vitest";
import { titleFromSlug } from "./slug";

describe("titleFromSlug", () => {
  it("title-cases each word of the slug", () => {
    expect(titleFromSlug("json-validator")).toBe("Json Validator");
    expect(titleFromSlug("whats-my-ip")).toBe("Whats My Ip");
    expect(titleFromSlug("qr--code-")).toBe("Qr Code");
  });

  it("decodes escapes and survives malformed ones", () => {
    expect(titleFromSlug("my%20tool")).toBe("My Tool");
    expect(titleFromSlug("bad%E0%A4%A")).toBe("Bad%E0%A4%A");
  });
});
