import { memo, useMemo } from "react";
import { CopyButton } from "@/components/CopyButton";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatBytes, utf8Length } from "@/lib/format-bytes";
import { PREVIEW_CHARS, previewOf } from "@/lib/preview";

/**
 * Past this size the code is shown, not edited: a textarea holding megabytes makes every keystroke crawl. The
 * file still converts as it is.
 */
export const EDITABLE_SVG_CHARS = 1_000_000;

export interface SvgCodeCardProps {
  /** The SVG shown: the sanitised input (from SVG) or the traced output (to SVG). Empty before either exists. */
  code: string;
  /** Only SVG the user brought is theirs to edit (spec: editable only when converting from SVG). */
  editable: boolean;
  onCodeChange: (code: string) => void;
}

const ID = "svg-code";

function countLines(text: string): number {
  if (!text) return 0;
  let lines = 1;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines++;
  return lines;
}

/** The SVG Code tab: the code, its line count and size, and 'Copy SVG Code'. */
export const SvgCodeCard = memo(function SvgCodeCard({ code, editable, onCodeChange }: SvgCodeCardProps) {
  const tooLargeToEdit = code.length > EDITABLE_SVG_CHARS;
  const canEdit = editable && !tooLargeToEdit;
  // Read-only code is previewed like any long result; editable code must be whole, or an edit would cut it.
  const { shown, truncated } = canEdit ? { shown: code, truncated: false } : previewOf(code);
  const summary = useMemo(
    () => `${countLines(code).toLocaleString("en-US")} lines · ${formatBytes(utf8Length(code))}`,
    [code],
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Label htmlFor={ID} className="text-base font-semibold">
            SVG Code
          </Label>
        </CardTitle>
        <CardDescription>
          {editable
            ? "Edit the SVG, then convert it again. It is cleaned of scripts and external links before it is shown or converted."
            : "The SVG made from your image. Copy it, or download the file from the Convert tab."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Textarea
          id={ID}
          value={shown}
          readOnly={!canEdit}
          onChange={(event) => onCodeChange(event.target.value)}
          placeholder={editable ? "Upload an SVG file to see its code" : "Convert an image to see its SVG code"}
          spellCheck={false}
          aria-describedby={`${ID}-summary${truncated || tooLargeToEdit ? ` ${ID}-note` : ""}`}
          className="min-h-64 font-mono text-xs"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${ID}-summary`} className="text-sm text-muted-foreground">
            {summary}
          </p>
          <CopyButton text={code} label="the SVG code" disabled={!code}>
            Copy SVG Code
          </CopyButton>
        </div>
        {(truncated || (editable && tooLargeToEdit)) && (
          <p id={`${ID}-note`} className="text-xs text-muted-foreground">
            {truncated &&
              `Showing the first ${PREVIEW_CHARS.toLocaleString("en-US")} characters; Copy SVG Code copies all of it. `}
            {editable && tooLargeToEdit && "This SVG is too large to edit here."}
          </p>
        )}
      </CardContent>
    </Card>
  );
});
