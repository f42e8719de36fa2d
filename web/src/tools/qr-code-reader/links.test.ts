import { describe, expect, it } from "vitest";
import { isScriptLink, openableHref } from "./links";

describe("the links a code's text may open", () => {
  it("opens http, https and mailto, as the address the browser would go to", () => {
    expect(openableHref("https://example.com/a?b=1#c")).toBe("https://example.com/a?b=1#c");
    expect(openableHref(" HTTP://Example.COM ")).toBe("http://example.com/");
    expect(openableHref("mailto:ada@example.com?subject=Hi")).toBe("mailto:ada@example.com?subject=Hi");
    // An internationalised name is shown as the browser sends it, so a look-alike cannot hide.
    expect(openableHref("https://раураl.com/")).toBe("https://xn--l-7sba6dbr.com/");
  });

  it("never opens a script, data or any other scheme, nor plain text", () => {
    for (const text of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "file:///etc/passwd",
      "ftp://example.com/",
      "WIFI:T:WPA;S:Home;P:secret;;",
      "example.com",
      "hello",
    ]) {
      expect(openableHref(text), text).toBeUndefined();
    }
    expect(isScriptLink(" JavaScript:alert(1)")).toBe(true);
    expect(isScriptLink("data:,x")).toBe(true);
    expect(isScriptLink("https://example.com/javascript:")).toBe(false);
  });
});
