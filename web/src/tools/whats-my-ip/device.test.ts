import { describe, expect, it } from "vitest";
import { readDeviceInfo } from "./device";

describe("readDeviceInfo", () => {
  it("reads the spec's device fields from the browser", () => {
    const device = readDeviceInfo(
      {
        userAgent: "Mozilla/5.0 Test",
        platform: "Linux x86_64",
        language: "en-GB",
        cookieEnabled: true,
        onLine: false,
        javaEnabled: () => false,
      },
      { width: 1920, height: 1080, colorDepth: 24 },
      "Europe/London",
    );
    expect(device).toEqual({
      userAgent: "Mozilla/5.0 Test",
      platform: "Linux x86_64",
      language: "en-GB",
      cookieEnabled: true,
      javaEnabled: false,
      screenResolution: "1920 × 1080",
      colorDepth: "24-bit",
      timeZone: "Europe/London",
      onlineStatus: "Offline",
    });
  });

  it("copes with a browser without javaEnabled and with empty fields", () => {
    const device = readDeviceInfo(
      { userAgent: "", platform: "", language: "", cookieEnabled: false, onLine: true },
      { width: 375, height: 812, colorDepth: 30 },
      "UTC",
    );
    expect(device).toMatchObject({
      userAgent: "Unknown",
      platform: "Unknown",
      javaEnabled: false,
      onlineStatus: "Online",
    });
  });
});
