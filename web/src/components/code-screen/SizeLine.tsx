import { memo, useMemo } from "react";
import { plural, t } from "@lingui/core/macro";
import { formatBytes, utf8Length } from "@/lib/format-bytes";

/** '1,234 characters · 1.2 KB' (English says 'characters' for every count, 1 included). */
export function sizeLine(text: string): string {
  const count = text.length;
  const size = formatBytes(utf8Length(text));
  return t`${plural(count, { other: "# characters" })} · ${size}`;
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
