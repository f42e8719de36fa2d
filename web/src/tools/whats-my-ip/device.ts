import { t } from "@lingui/core/macro";

/**
 * The spec's device info, read from the browser: what any website can learn without asking. "Unknown" and
 * `onlineStatus` are values (the page shows them in its language); `colorDepth` is already worded in it.
 */
export interface DeviceInfo {
  userAgent: string;
  platform: string;
  language: string;
  cookieEnabled: boolean;
  javaEnabled: boolean;
  screenResolution: string;
  colorDepth: string;
  timeZone: string;
  onlineStatus: "Online" | "Offline";
}

/** The parts of `navigator` read here (`javaEnabled` is gone from some browsers, and always false in the rest). */
export type DeviceNavigator = Pick<Navigator, "userAgent" | "platform" | "language" | "cookieEnabled" | "onLine"> & {
  javaEnabled?: () => boolean;
};

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "Unknown";
}

export function readDeviceInfo(
  nav: DeviceNavigator = navigator,
  display: Pick<Screen, "width" | "height" | "colorDepth"> = screen,
  timeZone: string = browserTimeZone(),
): DeviceInfo {
  const bits = display.colorDepth;
  return {
    userAgent: nav.userAgent || "Unknown",
    platform: nav.platform || "Unknown",
    language: nav.language || "Unknown",
    cookieEnabled: nav.cookieEnabled,
    javaEnabled: typeof nav.javaEnabled === "function" ? nav.javaEnabled() : false,
    screenResolution: `${display.width} × ${display.height}`,
    colorDepth: t`${bits}-bit`,
    timeZone,
    onlineStatus: nav.onLine ? "Online" : "Offline",
  };
}
