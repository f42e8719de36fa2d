import { memo } from "react";
import { CodeInputCard } from "@/components/code-screen/CodeInputCard";
import type { EditorHandle } from "@/components/editor/CodeEditor";

/**
 * Past this many characters a text tool says it is working while its worker runs; below it results arrive
 * before a spinner could be read, so showing one would only flicker.
 */
export const LARGE_TEXT_CHARS = 200_000;

export interface TextInputCardProps {
  ref?: React.Ref<EditorHandle>;
  /** Names the parts: the title is `${id}-label` (the editor's accessible name), the description `${id}-hint`. */
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
 * The input card of the text tools: the code screens' input card with the editor in its plain-text mode and the
 * tool's buttons under it. The editor draws only the lines on screen, so a 5 MB paste costs no long layout (a
 * textarea lays out all of it, again on every tab switch). Memoised because re-rendering it for every engine result
 * would diff the whole text.
 */
export const TextInputCard = memo(function TextInputCard({
  id,
  value,
  onValueChange,
  defaultWrap = true,
  className,
  children,
  ...card
}: TextInputCardProps) {
  return (
    <CodeInputCard
      {...card}
      id={id}
      language="text"
      value={value}
      onChange={onValueChange}
      defaultWrap={defaultWrap}
      className={className ?? "h-64"}
      footer={children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    />
  );
});
