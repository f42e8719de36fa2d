import { memo } from "react";
import { CodeEditor, type EditorHandle } from "@/components/editor/CodeEditor";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";

/**
 * Past this many characters a text tool says it is working while its worker runs; below it results arrive
 * before a spinner could be read, so showing one would only flicker.
 */
export const LARGE_TEXT_CHARS = 200_000;

export interface TextInputCardProps {
  ref?: React.Ref<EditorHandle>;
  /** Names the parts: the title is `${id}-label` (the editor's accessible name), the description `${id}-description`. */
  id: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  value: string;
  onValueChange: (text: string) => void;
  placeholder?: string;
  /** The worker is still answering for this text (announced on the editor). */
  busy?: boolean;
  /** Long lines wrap (prose); off for lists, where a line is an item. The user can toggle it. */
  defaultWrap?: boolean;
  /** The editor's height (Tailwind classes); it scrolls inside. */
  className?: string;
  /** Buttons and status under the editor (Clear, Load Sample, 'Counting…'). */
  children?: React.ReactNode;
}

/**
 * The input card of the text tools: a titled card whose title labels the shared editor in its plain-text mode.
 * The editor draws only the lines on screen, so a 5 MB paste costs no long layout (a textarea lays out all of it,
 * again on every tab switch). Memoised because re-rendering it for every engine result would diff the whole text.
 */
export const TextInputCard = memo(function TextInputCard({
  ref,
  id,
  title,
  description,
  value,
  onValueChange,
  placeholder,
  busy,
  defaultWrap = true,
  className,
  children,
}: TextInputCardProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">
          <Label id={`${id}-label`} className="text-base font-semibold">
            {title}
          </Label>
        </CardTitle>
        {description && <CardDescription id={descriptionId}>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-3">
        <CodeEditor
          ref={ref}
          language="text"
          value={value}
          onChange={onValueChange}
          labelledBy={`${id}-label`}
          describedBy={descriptionId}
          placeholder={placeholder}
          busy={busy}
          defaultWrap={defaultWrap}
          className={className ?? "h-64"}
        />
        {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
      </CardContent>
    </Card>
  );
});
