const UNITS = ["B", "KB", "MB", "GB"] as const;

/** A byte count in B, KB, MB or GB (base 1024), with at most one decimal: 0 → '0 B', 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 B";
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
  return `${rounded} ${UNITS[unit]}`;
}
