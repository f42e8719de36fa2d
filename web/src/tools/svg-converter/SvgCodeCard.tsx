import { memo, useMemo } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CopyButton } from "@/components/CopyButton";
import { EditorCardHeader } from "@/components/code-screen/EditorCardHeader";
import { CodeEditor } from "@/components/editor/CodeEditor";
import { Card, CardContent } from "@/components/ui/card";
import { formatBytes, utf8Length } from "@/lib/format-bytes";

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

/**
 * The SVG Code tab: the code in the shared editor (all of it, however large: the editor draws only what is on
 * screen), its line count and size, and 'Copy SVG Code'.
 */
export const SvgCodeCard = memo(function SvgCodeCard({ code, editable, onCodeChange }: SvgCodeCardProps) {
  const { t } = useLingui();
  const summary = useMemo(() => {
    const lines = countLines(code);
    const size = formatBytes(utf8Length(code));
    return t`${plural(lines, { one: `# lines · ${size}`, other: `# lines · ${size}` })}`;
  }, [code, t]);

  return (
    <Card>
      <EditorCardHeader
        id={ID}
        title={t`SVG Code`}
        description={
          editable
            ? t`Edit the SVG, then convert it again. It is cleaned of scripts and external links before it is shown or converted.`
            : t`The SVG made from your image. Copy it, or download the file from the Convert tab.`
        }
      />
      <CardContent className="space-y-3">
        <CodeEditor
          language="html"
          value={code}
          onChange={editable ? onCodeChange : undefined}
          labelledBy={`${ID}-label`}
          describedBy={`${ID}-summary`}
          placeholder={editable ? t`Upload an SVG file to see its code` : t`Convert an image to see its SVG code`}
          className="h-80 lg:h-[28rem]"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${ID}-summary`} className="text-sm text-muted-foreground">
            {summary}
          </p>
          <CopyButton text={code} label={t`the SVG code`} disabled={!code}>
            <Trans>Copy SVG Code</Trans>
          </CopyButton>
        </div>
      </CardContent>
    </Card>
  );
});
