import { describe, expect, it } from "vitest";
import { EMPTY_INPUT, INVALID_INPUT, ipInputError, isIpv4, isIpv6 } from "./validate";

describe("ipInputError", () => {
  it("asks for an address when the input is empty or blank", () => {
    expect(ipInputError("")).toBe(EMPTY_INPUT);
    expect(ipInputError("   ")).toBe(EMPTY_INPUT);
    expect(EMPTY_INPUT).toBe("Please enter an IP address");
  });

  it("accepts addresses with surrounding spaces (a paste)", () => {
    expect(ipInputError(" 8.8.8.8\n")).toBeNull();
    expect(ipInputError("  2001:db8::1 ")).toBeNull();
  });

  it("refuses anything else with the spec's message", () => {
    expect(ipInputError("not an ip")).toBe(INVALID_INPUT);
    expect(ipInputError("8.8.8.8.8")).toBe(INVALID_INPUT);
    expect(INVALID_INPUT).toBe("Please enter a valid IP address");
  });
});

describe("isIpv4", () => {
  it.each(["0.0.0.0", "8.8.8.8", "255.255.255.255", "81.2.69.142", "10.0.0.1"])("accepts %s", (text) => {
    expect(isIpv4(text)).toBe(true);
  });

  it.each(["256.1.1.1", "1.2.3", "1.2.3.4.5", "1..2.3", "1.2.3.", "01.2.3.4", "1.2.3.-4", "a.b.c.d", "1.2.3.4 ", ""])(
    "refuses %j",
    (text) => {
      expect(isIpv4(text)).toBe(false);
    },
  );
});

describe("isIpv6", () => {
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
    expect(isIpv6(text)).toBe(true);
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
    expect(isIpv6(text)).toBe(false);
  });
});
