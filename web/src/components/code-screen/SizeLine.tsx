import { memo, useMemo } from "react";
import { formatBytes, utf8Length } from "@/lib/format-bytes";

/** '1,234 characters · 1.2 KB'. */
export function sizeLine(text: string): string {
  return `${text.length.toLocaleString("en-US")} characters · ${formatBytes(utf8Length(text))}`;
}

/** The size line under an editor, computed once per text (a 5 MB text takes a moment to measure). */
export const SizeLine = memo(function SizeLine({ id, text }: { id?: string; text: string }) {
  const line = useMemo(() => sizeLine(text), [text]);
  return (
    <p id={id} className="text-xs text-muted-foreground tabular-nums">
      {line}
    </p>
  );
});
