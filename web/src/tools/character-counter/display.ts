import { plural, t } from "@lingui/core/macro";

/** How a character is shown on the page: as itself, or by code point when it would be invisible. */
export function visibleChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  const invisible = code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0x200b || code === 0xfeff;
  return invisible ? `U+${code.toString(16).toUpperCase().padStart(4, "0")}` : char;
}

/** What a platform row says under its bar. */
export function limitStatus(platform: { withinLimit: boolean; over: number; remaining: number }): string {
  const { remaining, over } = platform;
  return platform.withinLimit
    ? t`${plural(remaining, { one: "# character left", other: "# characters left" })}`
    : t`${plural(over, { one: "# character over the limit", other: "# characters over the limit" })}`;
}
