import { memo } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";

/**
 * Past this many characters a text tool says it is working while its worker runs; below it results arrive
 * before a spinner could be read, so showing one would only flicker.
 */
export const LARGE_TEXT_CHARS = 200_000;

export interface TextInputCardProps extends Omit<
  React.ComponentProps<typeof Textarea>,
  "value" | "onChange" | "id" | "title"
> {
  /** The textarea's id (its label is the card title). */
  id: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  value: string;
  onValueChange: (text: string) => void;
  /** Buttons and status under the textarea (Clear, Load Sample, 'Counting…'). */
  children?: React.ReactNode;
}

/**
 * The input card of the text tools: a titled card whose title labels one big textarea.
 * Memoised because with megabytes in the box, re-rendering it for every engine result would diff the whole text.
 */
export const TextInputCard = memo(function TextInputCard({
  id,
  title,
  description,
  value,
  onValueChange,
  children,
  className,
  ...textareaProps
}: TextInputCardProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Label htmlFor={id} className="text-base font-semibold">
            {title}
          </Label>
        </CardTitle>
        {description && <CardDescription id={descriptionId}>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-3">
        <Textarea
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-describedby={descriptionId}
          className={cn("min-h-48", className)}
          {...textareaProps}
        />
        {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
      </CardContent>
    </Card>
  );
});
