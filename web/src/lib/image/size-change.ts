import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { formatBytes } from "@/lib/format-bytes";

/** The reduction in whole percent (spec: rounded); negative when the output is larger. */
export function reductionPercent(originalSize: number, newSize: number): number {
  if (originalSize <= 0) return 0;
  return Math.round(((originalSize - newSize) / originalSize) * 100);
}

/** Whole percent in the page's language ('45%', '+12%'); without grouping, as English always wrote it ('1500%'). */
const percentText = (percent: number, signDisplay: "auto" | "exceptZero" = "auto") =>
  i18n.number(percent / 100, { style: "percent", useGrouping: false, signDisplay });

/** A size change as the spec shows it: a rounded reduction '-45%', or an increase '+12%' (at least '+1%'). */
export function formatSizeChange(originalSize: number, newSize: number): string {
  const percent = reductionPercent(originalSize, newSize);
  if (percent > 0) return percentText(-percent, "exceptZero");
  if (percent < 0 || newSize > originalSize) return percentText(Math.max(1, -percent), "exceptZero");
  return percentText(0);
}

/** The compressor's toast: 'Reduced size by {percent} ({size} saved)'; an output that grew says so instead. */
export function reductionMessage(originalSize: number, newSize: number): string {
  if (newSize > originalSize) {
    const percent = percentText(Math.max(1, -reductionPercent(originalSize, newSize)));
    const size = formatBytes(newSize - originalSize);
    return t`Size grew by ${percent} (${size} added)`;
  }
  const percent = percentText(reductionPercent(originalSize, newSize));
  const size = formatBytes(originalSize - newSize);
  return t`Reduced size by ${percent} (${size} saved)`;
}
