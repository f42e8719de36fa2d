import { useLingui } from "@lingui/react/macro";
import { StatGrid } from "@/components/StatGrid";
import { formatBytes } from "@/lib/format-bytes";
import { formatSizeChange } from "@/lib/image/size-change";
import { formatName } from "./image-entries";
import type { DoneImage, VerbWords } from "./image-tool";

/**
 * The result's side of Compare: its format when that changed ('WebP'), else what the tool did ('Compressed',
 * `resultLabel` in the page's language).
 */
export function compareLabel({ file, result }: DoneImage, resultLabel: string): string {
  const format = formatName(result.mime);
  return format === formatName(file.type) ? resultLabel : format;
}

export function Figure({ src, caption }: { src: string; caption: string }) {
  return (
    <figure className="min-w-0 space-y-1">
      <img
        src={src}
        alt={caption}
        decoding="async"
        className="max-h-80 w-full rounded-md border bg-[repeating-conic-gradient(var(--color-muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px] object-contain"
      />
      <figcaption className="text-center text-sm text-muted-foreground tabular-nums">{caption}</figcaption>
    </figure>
  );
}

/** The spec's result entity: original and new size, the change, dimensions and both formats. */
export function ResultFigures({
  done,
  words,
}: {
  done: DoneImage;
  words: Pick<VerbWords, "resultSize" | "resultFormat">;
}) {
  const { t } = useLingui();
  const { file, result } = done;
  return (
    <StatGrid
      columns={{ base: 2, sm: 3 }}
      items={[
        { key: "original-size", label: t`Original Size`, value: formatBytes(file.size) },
        { key: "new-size", label: words.resultSize, value: formatBytes(result.size) },
        { key: "change", label: t`Size Change`, value: formatSizeChange(file.size, result.size) },
        { key: "dimensions", label: t`Dimensions`, value: `${result.width}×${result.height}` },
        { key: "original-format", label: t`Original Format`, value: formatName(file.type) },
        { key: "new-format", label: words.resultFormat, value: formatName(result.mime) },
        ...(result.details ?? []),
      ]}
    />
  );
}
