import { formatBytes } from "@/lib/format-bytes";

/** The reduction in whole percent (spec: rounded); negative when the output is larger. */
export function reductionPercent(originalSize: number, newSize: number): number {
  if (originalSize <= 0) return 0;
  return Math.round(((originalSize - newSize) / originalSize) * 100);
}

/** A size change as the spec shows it: a rounded reduction '-45%', or an increase '+12%'. */
export function formatSizeChange(originalSize: number, newSize: number): string {
  const percent = reductionPercent(originalSize, newSize);
  if (percent > 0) return `-${percent}%`;
  if (percent < 0 || newSize > originalSize) return `+${Math.max(1, -percent)}%`;
  return "0%";
}

/** The compressor's toast: 'Reduced size by {percent}% ({size} saved)'; an output that grew says so instead. */
export function reductionMessage(originalSize: number, newSize: number): string {
  if (newSize > originalSize) {
    return `Size grew by ${Math.max(1, -reductionPercent(originalSize, newSize))}% (${formatBytes(newSize - originalSize)} added)`;
  }
  return `Reduced size by ${reductionPercent(originalSize, newSize)}% (${formatBytes(originalSize - newSize)} saved)`;
}
