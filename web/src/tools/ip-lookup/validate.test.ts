// @vitest-environment node
/**
 * The page's check is core's parser, through the `ip` wasm bundle: the same answers as the server's for every
 * form the page used to accept or refuse.
 */
import { readFileSync } from "node:fs";
import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import * as ip from "@/wasm/ip/ip.js";
import { EMPTY_INPUT, INVALID_INPUT } from "./validate";

ip.initSync({ module: readFileSync(new URL("../../wasm/ip/ip_bg.wasm", import.meta.url)) });

const valid = (text: string) => ip.parseIp(text) !== undefined;

describe("the lookup input", () => {
  it("words an empty input and a refused one as the spec does", () => {
    expect(i18n._(EMPTY_INPUT)).toBe("Please enter an IP address");
    expect(i18n._(INVALID_INPUT)).toBe("Please enter a valid IP address");
  });

  it("accepts addresses with surrounding spaces (a paste), answering the canonical form", () => {
    expect(ip.parseIp(" 8.8.8.8\n")).toBe("8.8.8.8");
    expect(ip.parseIp("  2001:DB8:0::1 ")).toBe("2001:db8::1");
  });
});

describe("IPv4", () => {
  it.each(["0.0.0.0", "8.8.8.8", "255.255.255.255", "81.2.69.142", "10.0.0.1"])("accepts %s", (text) => {
    expect(valid(text)).toBe(true);
  });

  it.each(["256.1.1.1", "1.2.3", "1.2.3.4.5", "1..2.3", "1.2.3.", "01.2.3.4", "1.2.3.-4", "a.b.c.d", ""])(
    "refuses %j",
    (text) => {
      expect(valid(text)).toBe(false);
    },
  );
});

describe("IPv6", () => {
  it.each([
    "2001:0db8:85a3:0000:0000:8a2e:0370:7334",
    "2001:db8:85a3:0:0:8a2e:370:7334",
    "2001:db8::1",
    "2001:218::1",
    "::1",
    "::",
    "fe80::",
    "1::",
    "1:2:3:4:5:6:7::",
    "::2:3:4:5:6:7:8",
    "FE80::ABCD",
    "::ffff:192.0.2.1",
    "64:ff9b::192.0.2.33",
    "1:2:3:4:5:6:192.0.2.1",
  ])("accepts %s", (text) => {
    expect(valid(text)).toBe(true);
  });

  it.each([
    "1:2:3:4:5:6:7",
    "1:2:3:4:5:6:7:8:9",
    "1::2::3",
    ":::",
    ":1::",
    "1::2:",
    "1:2:3:4:5:6:7:8::",
    "12345::",
    "g::1",
    "fe80::1%eth0",
    "::ffff:256.0.0.1",
    "1:2:3:4:5:6:7:192.0.2.1",
    "::192.0.2.1:1",
    "1.2.3.4::",
    "",
  ])("refuses %j", (text) => {
    expect(valid(text)).toBe(false);
  });
});
