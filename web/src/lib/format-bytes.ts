import { i18n } from "@lingui/core";

const UNITS = ["B", "KB", "MB", "GB"] as const;

/** The number in the page's language (`1,5` in French); English where none is active (Node, a worker). */
const localNumber = (value: number) => (i18n.locale ? i18n.number(value, { useGrouping: false }) : String(value));

/**
 * A byte count in B, KB, MB or GB (base 1024), with at most one decimal: 0 → '0 B', 1536 → '1.5 KB'. The unit
 * symbols are the same in every language Penknife speaks; the number is written the page's way.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `${localNumber(0)} B`;
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Rounding can carry into the next unit (1023.96 KB → '1024 KB'); promote it so the label stays natural.
  let rounded = Math.round(value * 10) / 10;
  if (rounded >= 1024 && unit < UNITS.length - 1) {
    rounded = Math.round((value / 1024) * 10) / 10;
    unit += 1;
  }
  return `${localNumber(rounded)} ${UNITS[unit]}`;
}

/** The UTF-8 size of a string without encoding it (a size line under a 5 MB textarea must not copy it). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair is one code point, four bytes
      i++;
    } else bytes += 3; // includes a lone surrogate, which TextEncoder writes as U+FFFD (3 bytes)
  }
  return bytes;
}
